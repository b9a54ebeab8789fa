export { digitalAssetsRest, localObjectPaths, registerLocalObjectRoutes } from "./digital-assets.rest";
export { digitalAssetsRouter, objectsRouter } from "./digital-assets.router";
export { SWEEP_INTERVAL_MS, sweepExpiredUploads } from "./digital-assets.service";
