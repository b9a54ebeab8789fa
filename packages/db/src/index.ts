export * from "./connect";
export * from "./defaults";
export { acquireDataDirLock, DataDirLockedError } from "./lock";
export { appliedMigration, isKnownMigration, MigrationError, migrateToLatest } from "./migrate";
export type * from "./schema.gen";
export { runScript } from "./script";
