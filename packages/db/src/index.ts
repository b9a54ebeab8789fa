export * from "./connect";
export * from "./defaults";
export { DataDirLockedError } from "./lock";
export { MigrationError, migrateToLatest } from "./migrate";
export type * from "./schema.gen";
export { runScript } from "./script";
