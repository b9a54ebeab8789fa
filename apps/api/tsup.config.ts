import { defineConfig } from "tsup";

// The workspace packages are bundled in; everything from the registry stays external.
export default defineConfig({
  entry: ["src/server.ts", "src/migrate.ts", "src/post-history.ts", "src/backup.ts", "src/restore.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  noExternal: [/^@atithi\//],
  sourcemap: true,
  clean: true,
});
