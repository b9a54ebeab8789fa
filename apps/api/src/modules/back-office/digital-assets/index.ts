export { SWEEP_INTERVAL_MS, sweepExpiredUploads } from "./digital-assets.service";
