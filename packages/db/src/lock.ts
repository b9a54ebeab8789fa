import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    message: string,
    /** The process holding the folder, when known. */
    readonly owner?: number,
  ) {
    super(message);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * When the process `pid` started (clock ticks since boot, field 22 of /proc/<pid>/stat), or
 * undefined where there is no /proc. With the pid it names one process: a pid is reused.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from its last ')'.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** What the lock file says of its owner: pid, start time ("-" where unknown) and host name. */
const lockContent = () => `${process.pid} ${processStartTime(process.pid) ?? "-"} ${hostname()}`;

/** Whether the process that wrote the lock (`pid [start time [host]]`) still runs. */
function ownerRuns(lock: string): boolean {
  const [pid, startField, host] = lock.trim().split(" ");
  // Another machine or container sharing the folder: its pids mean nothing here, so it is not
  // judged dead (two processes on one PGlite folder would corrupt it).
  if (host && host !== hostname()) return true;
  const started = startField === "-" ? undefined : startField;
  const owner = Number(pid);
  if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid || !isAlive(owner)) return false;
  // After a kill -9, the pid may belong to another process by now (in a restarted container, often
  // to the very launcher that starts the server again): then the lock is stale all the same.
  const now = processStartTime(owner);
  return !started || !now || started === now;
}

/**
 * The lock file's content. It is created empty and written a moment later: an empty file is read
 * again after 200 ms, so a lock being taken is not judged stale (only one left empty by a process
 * that died in that moment is).
 */
function readSettled(path: string): string {
  const lock = readFileSync(path, "utf8");
  if (lock.trim() !== "") return lock;
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  return readFileSync(path, "utf8");
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it.
 * The lock file holds the owner's pid and start time, so a lock left by a crashed process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, "atithi.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, lockContent());
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const lock = readSettled(path);
      if (ownerRuns(lock)) {
        const owner = Number(lock.trim().split(" ")[0]);
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (pid ${owner}). ` +
            "The embedded database allows one process at a time: stop the other one, " +
            `use another DATA_DIR, or set DATABASE_URL to use PostgreSQL. If no server runs on ${lock.trim().split(" ")[2] ?? "this machine"}, delete ${path}.`,
          owner,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
