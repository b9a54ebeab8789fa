import { ConfigError } from "../config";
import { BackupError } from "./archive";

/** Runs a backup or restore command: a refusal or a wrong argument prints its message alone, and exits 1. */
export function runCommand(main: () => Promise<void>, usage: string): void {
  main().catch((error: unknown) => {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else if ((error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS"))
      console.error(`${(error as Error).message}\n${usage}`);
    // The stack alone: an error's other properties may hold a connection string with its password.
    else console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  });
}
