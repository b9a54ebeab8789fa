import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, processStartTime } from "./lock";

describe("the data directory lock", () => {
  let dir: string;
  let other: ChildProcess;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "atithi-lock-"));
    other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
  });
  afterEach(() => {
    other.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  const lockFile = () => join(dir, "atithi.lock");

  it("records this process and is released", () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile(), "utf8")).toBe(
      `${process.pid} ${processStartTime(process.pid)} ${hostname()}`,
    );
    release();
    acquireDataDirLock(dir)();
  });

  it("refuses while the process that took it runs", () => {
    const pid = other.pid as number;
    writeFileSync(lockFile(), `${pid} ${processStartTime(pid)}`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    // A lock written before start times were recorded still counts.
    writeFileSync(lockFile(), String(pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it("takes over a lock whose process is gone", async () => {
    const pid = other.pid as number;
    writeFileSync(lockFile(), `${pid} ${processStartTime(pid)}`);
    other.kill("SIGKILL");
    await new Promise((resolve) => other.once("exit", resolve));
    acquireDataDirLock(dir)();
  });

  it.skipIf(process.platform !== "linux")(
    "takes over a lock whose pid now belongs to another process (killed, pid reused)",
    () => {
      writeFileSync(lockFile(), `${other.pid} 1`);
      acquireDataDirLock(dir)();
    },
  );

  it("refuses a lock taken on another host or container sharing the folder, whose pids mean nothing here", () => {
    writeFileSync(lockFile(), `${process.pid + 1_000_000} 1 another-container`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });
});
