// Module boundaries of the workspace, checked by `pnpm lint` (scripts/check-boundaries.mjs).
// dependency-cruiser 17: the newest major (18) needs Node 22; 17.4 runs on Node 20.12+.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "module-internals",
      comment:
        "A module uses another module only through that module's index.ts (the services and types it offers), never its repository or other files; routers and REST lists are for the composition root (router.ts, rest-routes.ts).",
      severity: "error",
      from: { path: "^apps/api/src/modules/([^/]+/[^/]+)/" },
      to: {
        path: "^apps/api/src/modules/[^/]+/[^/]+/",
        pathNot: ["^apps/api/src/modules/$1/", "^apps/api/src/modules/[^/]+/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "platform-imports-no-module",
      comment: "platform/ is what every module uses; it knows no module, nor the composition root.",
      severity: "error",
      from: { path: "^apps/api/src/platform/" },
      to: { path: ["^apps/api/src/modules/", "^apps/api/src/(app|router|rest-routes|server)\\.ts$"] },
    },
    {
      name: "web-imports-only-api-types",
      comment: "The web app may import the API's types (the router type), never its code.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/api/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-circular",
      comment:
        "Two files that import each other (however indirectly) cannot be understood, tested or loaded one without the other: a dependency points one way.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)node_modules/", "(^|/)dist/"] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
