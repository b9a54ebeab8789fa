import { describe, expect, it } from "vitest";
import { migrations } from "../migrations";
import { checksumsOnDisk, compareRecord, describeProblems, migrationChecksum, readRecord } from "./checksums";

describe("landed migrations never change", () => {
  it("every migration file matches the checksum recorded when it landed", async () => {
    const problems = describeProblems(compareRecord(await readRecord(), await checksumsOnDisk()));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("the migrator runs exactly the migration files on disk", async () => {
    expect(Object.keys(migrations).sort()).toEqual(Object.keys(await checksumsOnDisk()));
  });

  it("an edit, a removal and a new file are each told apart, with what to do", () => {
    const recorded = {
      a: migrationChecksum("create table a ();"),
      b: migrationChecksum("create table b ();"),
    };
    const onDisk = {
      a: migrationChecksum("create table a (id int);"),
      c: migrationChecksum("create table c ();"),
    };
    const found = compareRecord(recorded, onDisk);
    expect(found).toEqual({ edited: ["a"], removed: ["b"], unrecorded: ["c"] });
    const [edited, removed, unrecorded] = describeProblems(found);
    expect(edited).toMatch(/^Migration a has changed .* add a new migration/);
    expect(removed).toMatch(/^Migration b is recorded but its file is gone/);
    expect(unrecorded).toMatch(/pnpm db:record-migrations/);
  });

  it("line endings alone are not an edit", () => {
    expect(migrationChecksum("a;\r\nb;\r\n")).toBe(migrationChecksum("a;\nb;\n"));
  });
});
