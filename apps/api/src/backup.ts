import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { runCommand } from "./platform/backup/cli";
import { backupReport, createBackup } from "./platform/backup/create-backup";
import { loadConfig } from "./platform/config";

const USAGE = "Usage: pnpm backup [--out <file>]";

// `pnpm backup`: the database and every stored file in one archive (see README, "Backups").
async function main() {
  const { values } = parseArgs({ options: { out: { type: "string", short: "o" } } });
  const config = loadConfig();
  const now = new Date();
  const out = resolve(values.out ?? `atithi-backup-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  console.log(backupReport(config, await createBackup(config, out, now), out));
}

runCommand(main, USAGE);
