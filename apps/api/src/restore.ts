import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "./platform/backup/archive";
import { runCommand } from "./platform/backup/cli";
import { restoreBackup } from "./platform/backup/restore-backup";
import { loadConfig } from "./platform/config";

const USAGE = "Usage: pnpm restore <archive> [--force]";

// `pnpm restore`: an archive of `pnpm backup` back into an empty DATA_DIR or database (see README, "Backups").
async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new BackupError(`Name one archive to restore.\n${USAGE}`);
  const config = loadConfig();
  const archive = resolve(positionals[0] as string);
  const manifest = await restoreBackup(config, archive, { force: values.force });
  const target = config.databaseUrl ? "the database of DATABASE_URL" : config.dataDir;
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.fileCount} files) into ${target}. ` +
      "Migrations newer than the backup run at the next start.",
  );
}

runCommand(main, USAGE);
