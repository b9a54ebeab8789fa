import { writeFile } from "node:fs/promises";
import { checksumsOnDisk, compareRecord, describeProblems, RECORD_FILE, readRecord } from "./checksums";

/** Appends the checksums of new migrations; refuses, changing nothing, when a recorded one was edited or removed. */
const recorded = await readRecord();
const onDisk = await checksumsOnDisk();
const { edited, removed, unrecorded } = compareRecord(recorded, onDisk);
if (edited.length > 0 || removed.length > 0) {
  for (const problem of describeProblems({ edited, removed, unrecorded: [] })) console.error(problem);
  process.exit(1);
}
const next = { ...recorded, ...Object.fromEntries(unrecorded.map((n) => [n, onDisk[n]])) };
await writeFile(RECORD_FILE, `${JSON.stringify(next, null, 2)}\n`);
console.log(unrecorded.length ? `Recorded ${unrecorded.join(", ")}` : "Every migration is already recorded");
