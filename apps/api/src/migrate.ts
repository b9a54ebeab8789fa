import { connect, migrateToLatest } from "@atithi/db";
import { loadConfig } from "./platform/config";

const config = loadConfig();
const database = await connect(config);
try {
  const { results = [] } = await migrateToLatest(database.db);
  for (const r of results) console.log(`${r.status}: ${r.migrationName}`);
  if (results.length === 0) console.log("The database is up to date.");
} finally {
  await database.close();
}
