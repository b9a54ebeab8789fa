import { config } from "zod/v4";

// Vite resolves every `import … from "zod"` of the web build to this module (see vite.config.ts),
// so this runs before the first schema is built, in whichever chunk first needs zod: zod would
// otherwise probe and compile its parsers with `new Function`, which the Content-Security-Policy
// (no unsafe-eval) forbids. Through the alias, zod loads only with the screens that use a schema.
config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
