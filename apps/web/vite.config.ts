import { fileURLToPath } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const api = "http://localhost:3000";

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    // Precompressed next to each file; the server sends the .br or .gz the browser accepts.
    compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(js|css|html|svg|json|webmanifest)$/ }),
  ],
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./src/zod-jitless.ts", import.meta.url)) }],
  },
  build: {
    outDir: "dist",
    rolldownOptions: {
      output: {
        // React changes less often than the app, so its chunk stays cached across releases. The icons
        // (none on the login screen) are one file rather than sixty of half a kilobyte, which a phone
        // fetched six at a time over HTTP/1.1 (the dashboard's Lighthouse performance 63 -> 67-74).
        // Other libraries are not grouped: charts, Uppy and the date pickers load with the screens
        // using them, and grouping Mantine's small modules moved 50 KB into the login screen's load.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "icons", test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/trpc": { target: api, changeOrigin: false },
    },
  },
});
