import { fileURLToPath } from "node:url";
import { connect, DataDirLockedError, migrateToLatest } from "@atithi/db";
import { buildApp } from "./app";
import { bootstrap } from "./bootstrap";
import { SWEEP_INTERVAL_MS, sweepExpiredUploads } from "./modules/back-office/digital-assets";
import { LoginThrottle } from "./platform/auth/throttle";
import { ConfigError, loadConfig } from "./platform/config";
import { foldClosedConnections } from "./platform/db/data-version";
import { purgeExpiredIdempotencyKeys } from "./platform/idempotency/idempotent-procedure";
import { createStorage } from "./platform/storage/create-storage";
import { readTlsCredentials } from "./platform/tls-credentials";

async function main() {
  const config = loadConfig();
  const tls = config.tls && readTlsCredentials(config.tls);
  config.webDir ??= fileURLToPath(new URL("../../web/dist", import.meta.url));
  const database = await connect(config);
  await migrateToLatest(database.db);
  const { generatedPassword, createdAdmin } = await bootstrap(database.db, config);

  const storage = await createStorage(config, database.db);
  const app = await buildApp(
    {
      db: database.db,
      config,
      loginThrottle: new LoginThrottle(),
      storage,
    },
    { logger: { level: process.env.LOG_LEVEL ?? "info" }, tls },
  );
  if (createdAdmin) {
    app.log.info(`Created the administrator '${config.adminUsername}'.`);
    if (generatedPassword) {
      // Printed once: it is not stored anywhere but as a hash.
      console.log(
        `\n  First start: sign in as '${config.adminUsername}' with password: ${generatedPassword}\n` +
          "  (set ADMIN_USERNAME / ADMIN_PASSWORD before the first start to choose them)\n",
      );
    }
  }

  // Uploads never saved: at start, then every 15 minutes; the timer alone does not keep the process up.
  const sweep = () =>
    sweepExpiredUploads(database.db, storage).then(
      (removed) => removed > 0 && app.log.info(`Removed ${removed} expired uploads`),
      (error: unknown) => app.log.error({ err: error }, "sweeping expired uploads failed"),
    );
  void sweep();
  setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  // The data version's rows of closed connections, on the same rhythm.
  const fold = () =>
    foldClosedConnections(database.db).catch((error: unknown) =>
      app.log.error({ err: error }, "folding the data version's closed connections failed"),
    );
  void fold();
  setInterval(fold, SWEEP_INTERVAL_MS).unref();
  // Idempotency keys past their day.
  const purge = () =>
    purgeExpiredIdempotencyKeys(database.db).catch((error: unknown) =>
      app.log.error({ err: error }, "purging expired idempotency keys failed"),
    );
  void purge();
  setInterval(purge, SWEEP_INTERVAL_MS).unref();

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Atithi is serving on ${tls ? "https" : "http"}://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`,
  );
}

main().catch((error) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
