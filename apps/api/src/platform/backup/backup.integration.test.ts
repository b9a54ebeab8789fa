import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { connect, connectPostgres, type Database, firstRoomTypeId, migrateToLatest } from "@atithi/db";
import { createPostgresTestDatabase } from "@atithi/db/testing";
import { sql } from "kysely";
import { create as createTar, extract } from "tar";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3rver } from "../../testing/object-store";
import { type Config, loadConfig } from "../config";
import { createFileStore } from "../storage/create-storage";
import { BackupError, type Manifest } from "./archive";
import { backupReport, createBackup } from "./create-backup";
import { restoreBackup } from "./restore-backup";

// Each test opens the embedded database (WebAssembly) two or three times: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(200_000)]);
const PHOTO = randomBytes(3_000);
const PDF_KEY = `assets/${randomUUID()}`;
const PHOTO_KEY = `uploads/${randomUUID()}`;

let work: string;
/** A data folder with the app's migrations, one stay and two files, made once for every test. */
let source: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "atithi-backup-test-"));
  source = join(work, "source");
  await makeDataDir(source);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const place = (name: string) => join(work, name);
const localConfig = (dataDir: string, extra: Partial<Config> = {}): Config => ({
  ...loadConfig({ DATA_DIR: dataDir }),
  ...extra,
});

/** A guest with a booking, the kind of rows a restore must bring back. */
async function addStay(db: Database, guestName: string) {
  const room = await db
    .insertInto("rooms")
    .values({ number: `R-${randomUUID().slice(0, 8)}`, roomTypeId: await firstRoomTypeId(db) })
    .returning("id")
    .executeTakeFirstOrThrow();
  const guest = await db
    .insertInto("guests")
    .values({ name: guestName, phone: "9876543210", phoneNormalized: "9876543210" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("bookings")
    .values({
      guestId: guest.id,
      roomId: room.id,
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-03",
      adults: 2,
      totalAmount: "6400.00",
    })
    .execute();
}

async function staysOf(db: Database) {
  return db
    .selectFrom("bookings")
    .innerJoin("guests", "guests.id", "bookings.guestId")
    .select(["guests.name", "bookings.checkInDate", "bookings.totalAmount"])
    .orderBy("guests.name")
    .execute();
}

async function putFiles(config: Config) {
  const store = await createFileStore(config);
  await store.put(PDF_KEY, Readable.from([PDF]), { size: PDF.length, contentType: "application/pdf" });
  await store.put(PHOTO_KEY, Readable.from([PHOTO]), { size: PHOTO.length, contentType: "image/jpeg" });
}

async function expectFiles(config: Config) {
  const store = await createFileStore(config);
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  expect(keys.sort()).toEqual([PDF_KEY, PHOTO_KEY].sort());
  const pdf = await store.read(PDF_KEY);
  expect(pdf?.object.contentType).toBe("application/pdf");
  expect((await buffer(pdf?.body as Readable)).equals(PDF)).toBe(true);
  const photo = await store.read(PHOTO_KEY);
  expect(photo?.object.contentType).toBe("image/jpeg");
  expect((await buffer(photo?.body as Readable)).equals(PHOTO)).toBe(true);
}

async function openDataDir(dataDir: string) {
  const handle = await connect({ dataDir });
  return { handle, db: handle.db };
}

/** The embedded database in `dataDir`, migrated, with one stay, and two stored files. */
async function makeDataDir(dataDir: string) {
  const { handle, db } = await openDataDir(dataDir);
  try {
    await migrateToLatest(db);
    await addStay(db, "Asha Rao");
  } finally {
    await handle.close();
  }
  await putFiles(localConfig(dataDir));
}

/** A copy of a closed data folder (quicker than migrating another one). */
async function copyDataDir(from: string, to: string) {
  await cp(from, to, { recursive: true });
}

async function tamper(archive: string, change: (unpacked: string) => Promise<void>): Promise<string> {
  const unpacked = await mkdtemp(join(work, "unpacked-"));
  await extract({ file: archive, cwd: unpacked });
  await change(unpacked);
  const damaged = join(work, `damaged-${randomUUID()}.tar.gz`);
  await createTar({ gzip: true, file: damaged, cwd: unpacked }, ["manifest.json", "database", "files"]);
  return damaged;
}

describe("backup and restore of the embedded database and files on disk", () => {
  let archive: string;
  let manifest: Manifest;

  beforeAll(async () => {
    archive = place("backup.tar.gz");
    manifest = await createBackup(localConfig(source), archive);
  });

  it("restores into an empty data folder: the same rows, the same files byte for byte", async () => {
    const target = place("restored");
    const manifest = await restoreBackup(localConfig(target), archive);
    expect(manifest).toMatchObject({ fileCount: 2, database: { kind: "pglite" } });
    expect(manifest.database.migration).toMatch(/^\d{8}T\d{4}-/);

    const { handle, db } = await openDataDir(target);
    try {
      expect(await staysOf(db)).toEqual([
        { name: "Asha Rao", checkInDate: "2026-12-01", totalAmount: "6400.00" },
      ]);
      // Restored at its migration level: a start has nothing to migrate.
      expect((await migrateToLatest(db)).results).toEqual([]);
    } finally {
      await handle.close();
    }
    await expectFiles(localConfig(target));
  });

  it("refuses a folder that already holds a database or files, and replaces them with --force", async () => {
    const target = place("occupied");
    await copyDataDir(source, target);
    {
      const { handle, db } = await openDataDir(target);
      await addStay(db, "Zoya Khan");
      await handle.close();
    }
    const extraFile = `assets/${randomUUID()}`;
    await (await createFileStore(localConfig(target))).put(extraFile, Readable.from(["x"]), {
      size: 1,
      contentType: "text/plain",
    });

    await expect(restoreBackup(localConfig(target), archive)).rejects.toThrow(
      /Nothing was restored: .*pglite holds a database and .*objects holds files.*--force/,
    );
    const { handle, db } = await openDataDir(target);
    expect((await staysOf(db)).map((s) => s.name)).toEqual(["Asha Rao", "Zoya Khan"]);
    await handle.close();

    await restoreBackup(localConfig(target), archive, { force: true });
    const reopened = await openDataDir(target);
    try {
      expect((await staysOf(reopened.db)).map((s) => s.name)).toEqual(["Asha Rao"]);
    } finally {
      await reopened.handle.close();
    }
    await expectFiles(localConfig(target));
  });

  it("refuses a damaged archive before writing anything", async () => {
    const target = place("never-written");
    const flipped = await tamper(archive, async (dir) => {
      const path = join(dir, "files", PDF_KEY);
      const bytes = await readFile(path);
      bytes[100] = (bytes[100] ?? 0) ^ 0xff;
      await writeFile(path, bytes);
    });
    await expect(restoreBackup(localConfig(target), flipped)).rejects.toThrow(
      `is damaged, nothing was restored: files/${PDF_KEY} does not match its checksum.`,
    );
    const missing = await tamper(archive, (dir) => rm(join(dir, "files", PHOTO_KEY)));
    await expect(restoreBackup(localConfig(target), missing)).rejects.toThrow(
      `files/${PHOTO_KEY} is missing`,
    );

    const whole = await readFile(archive);
    const truncated = place("truncated.tar.gz");
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup(localConfig(target), truncated)).rejects.toThrow(
      /truncated\.tar\.gz is not a readable backup archive/,
    );
    const notTar = place("notes.txt");
    await writeFile(notTar, "these are not the backups you are looking for\n".repeat(20));
    await expect(restoreBackup(localConfig(target), notTar)).rejects.toThrow(BackupError);
    await expect(restoreBackup(localConfig(target), place("no-such.tar.gz"))).rejects.toThrow(
      "is not a file",
    );

    expect(existsSync(target)).toBe(false);
  });

  it("refuses a backup made by a newer version of the app", async () => {
    const newer = await tamper(archive, async (dir) => {
      const manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8"));
      manifest.database.migration = "29991231T0000-from-the-future";
      await writeFile(join(dir, "manifest.json"), JSON.stringify(manifest));
    });
    await expect(restoreBackup(localConfig(place("not-yet")), newer)).rejects.toThrow(
      "made by a newer version of Atithi (its database has migration 29991231T0000-from-the-future); update first",
    );
    expect(existsSync(place("not-yet"))).toBe(false);
  });

  it("refuses a data folder that a running server holds, for backup and for restore", async () => {
    const held = place("held");
    await mkdir(held, { recursive: true });
    // A live process other than this one: the lock of a running server.
    await writeFile(join(held, "atithi.lock"), String(process.ppid));
    try {
      await writeFile(join(source, "atithi.lock"), String(process.ppid));
      await expect(createBackup(localConfig(source), place("refused.tar.gz"))).rejects.toThrow(
        `another process (pid ${process.ppid}) has it open. Stop the server first`,
      );
      expect(existsSync(place("refused.tar.gz"))).toBe(false);
      await expect(restoreBackup(localConfig(held), archive)).rejects.toThrow("Stop the server first");
      expect(existsSync(join(held, "pglite"))).toBe(false);
    } finally {
      await rm(join(source, "atithi.lock"), { force: true });
    }
  });

  it("writes the archive readable by its owner only (mode 0600), and says so", async () => {
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
    expect(backupReport(localConfig(source), manifest, archive)).toBe(
      `Backed up the embedded database in ${source} and 2 files to ${archive}\n` +
        "The archive has mode 0600 (readable and writable by this user only): it holds password hashes and guests' records.",
    );
  });

  it("does not overwrite an existing archive", async () => {
    await expect(createBackup(localConfig(source), archive)).rejects.toThrow("already exists");
  });
});

describe("backup and restore with files in an S3 bucket", () => {
  it("copies every object of the bucket, with its type, into another bucket", async () => {
    const s3 = await startS3rver();
    try {
      const dataDir = place("with-s3");
      await copyDataDir(join(source, "pglite"), join(dataDir, "pglite"));
      const config = localConfig(dataDir, { s3: s3.config });
      await putFiles(config);
      // Something else's object in a shared bucket: not the app's, not in its backup.
      await (await createFileStore(config)).put("notes/readme.txt", Readable.from([Buffer.from("hi")]), {
        size: 2,
        contentType: "text/plain",
      });
      const archive = place("s3-backup.tar.gz");
      expect((await createBackup(config, archive)).fileCount).toBe(2);

      const target = localConfig(place("with-s3-restored"), {
        s3: { ...s3.config, bucket: `${s3.config.bucket}-2` },
      });
      await restoreBackup(target, archive);
      await expectFiles(target);
      await expect(restoreBackup({ ...target, dataDir: place("with-s3-again") }, archive)).rejects.toThrow(
        /Nothing was restored: the bucket .*-2 holds files/,
      );
    } finally {
      await s3.stop();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("backup and restore of a PostgreSQL database", () => {
  it("restores into an empty database and refuses one that has tables", async () => {
    const url = serverUrl as string;
    const source = await createPostgresTestDatabase(url, "atithi_backup_src");
    const targetName = `atithi_backup_dst_${randomBytes(6).toString("hex")}`;
    const admin = connectPostgres(url, 1);
    await sql.raw(`CREATE DATABASE ${targetName}`).execute(admin.db);
    const targetUrl = new URL(url);
    targetUrl.pathname = `/${targetName}`;
    try {
      await addStay(source.db, "Meera Iyer");
      const sourceUrl = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(source.db))
        .rows[0]?.name as string;
      const sourceDbUrl = new URL(url);
      sourceDbUrl.pathname = `/${sourceUrl}`;
      const files = place("pg-files");
      const archive = place("pg-backup.tar.gz");
      const manifest = await createBackup(localConfig(files, { databaseUrl: sourceDbUrl.href }), archive);
      expect(manifest.database.kind).toBe("postgres");

      const target = localConfig(place("pg-files-restored"), { databaseUrl: targetUrl.href });
      await restoreBackup(target, archive);
      const restored = connectPostgres(targetUrl.href, 1);
      try {
        expect(await staysOf(restored.db)).toEqual([
          { name: "Meera Iyer", checkInDate: "2026-12-01", totalAmount: "6400.00" },
        ]);
        expect((await migrateToLatest(restored.db)).results).toEqual([]);
      } finally {
        await restored.close();
      }

      await expect(restoreBackup(target, archive)).rejects.toThrow(
        /the database of DATABASE_URL has \d+ tables/,
      );
      await restoreBackup(target, archive, { force: true });

      // A forced restore that cannot run (no pg_restore here) leaves the database as it was.
      const path = process.env.PATH;
      process.env.PATH = "";
      try {
        await expect(restoreBackup(target, archive, { force: true })).rejects.toThrow(
          "pg_restore was not found",
        );
      } finally {
        process.env.PATH = path;
      }
      const after = connectPostgres(targetUrl.href, 1);
      try {
        expect(await staysOf(after.db)).toHaveLength(1);
      } finally {
        await after.close();
      }

      await expect(restoreBackup(localConfig(place("pg-into-pglite")), archive)).rejects.toThrow(
        "This backup holds a PostgreSQL database: set DATABASE_URL",
      );
    } finally {
      await source.close();
      await sql.raw(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    }
  });
});
