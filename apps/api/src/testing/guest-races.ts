import { addDays } from "@atithi/domain";
import { api, roomId, t, today } from "./app-fixture";

/**
 * The races of merging a guest entered twice, as the race tests and the tests of their guards share
 * them: `PAIRS` pairs run at once, each pair on two guests of its own (the duplicate with a stay),
 * made for round `round` of a run.
 */
export const PAIRS = 8;

async function addGuest(name: string, phone: string) {
  const res = await api("POST", "/api/guests", { name, phone });
  if (res.statusCode !== 201) throw new Error(`guest ${name}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Pair `i` of round `round`: the kept guest and its duplicate, which has a night in room 101. */
async function twoGuests(round: number, i: number) {
  const n = round * PAIRS + i;
  const phone = `97000${String(n).padStart(5, "0")}`;
  const kept = await addGuest(`Racer ${n}`, phone);
  const duplicate = await addGuest(`Racer ${n} (again)`, phone);
  const checkInDate = addDays(today(), 10 + n);
  const stay = await api("POST", "/api/bookings", {
    guestId: duplicate,
    roomId: await roomId("101"),
    checkInDate,
    checkOutDate: addDays(checkInDate, 1),
    adults: 1,
  });
  if (stay.statusCode !== 201) throw new Error(`stay: ${stay.statusCode} ${stay.body}`);
  return { kept, duplicate, stay: (stay.json() as { id: string }).id };
}

const merge = (kept: string, duplicate: string) =>
  api("POST", `/api/guests/${kept}/merge`, { duplicateId: duplicate });

/** Who holds the stay and which of the two guests are left. */
async function afterwards(pair: { kept: string; duplicate: string; stay: string }) {
  const { db } = t.database;
  const left = await db
    .selectFrom("guests")
    .select("id")
    .where("id", "in", [pair.kept, pair.duplicate])
    .execute();
  const stay = await db
    .selectFrom("bookings")
    .select("guestId")
    .where("id", "=", pair.stay)
    .executeTakeFirst();
  return { left: left.map((g) => g.id), stayOf: stay?.guestId };
}

/**
 * Each pair: the duplicate merged into the kept guest, and the duplicate's name edited. Answers
 * [merge, edit] codes per pair, and the pairs whose edit was answered 200 yet lost: the merge
 * removed the duplicate as it was before the edit.
 */
export async function raceOfMergeAndEdit(round = 0) {
  const pairs = [];
  for (let i = 0; i < PAIRS; i++) pairs.push(await twoGuests(round, i));
  const edited = (i: number) => `Edited ${round}-${i}`;
  const codes = await Promise.all(
    pairs.map(({ kept, duplicate }, i) =>
      Promise.all([
        merge(kept, duplicate),
        api("PUT", `/api/guests/${duplicate}`, { name: edited(i), phone: "9700099999" }),
      ]),
    ),
  );
  let lost = 0;
  for (const [i, pair] of pairs.entries()) {
    const [merged, edit] = codes[i] ?? [];
    if (merged?.statusCode !== 200 || edit?.statusCode !== 200) continue;
    const audit = await t.database.db
      .selectFrom("auditLog")
      .select("before")
      .where("entityId", "=", pair.kept)
      .where("action", "=", "merge")
      .executeTakeFirstOrThrow();
    const removed = (audit.before as { duplicate: { name: string } }).duplicate;
    if (removed.name !== edited(i)) lost++;
  }
  return { codes: codes.map(([a, b]) => [a.statusCode, b.statusCode]), lost };
}

/**
 * Each pair: each of two guests merged into the other at the same moment. Answers the codes per
 * pair, and per pair the guests left and who holds the stay.
 */
export async function raceOfOppositeMerges(round = 0) {
  const pairs = [];
  for (let i = 0; i < PAIRS; i++) pairs.push(await twoGuests(round, i));
  const codes = await Promise.all(
    pairs.map(({ kept, duplicate }) => Promise.all([merge(kept, duplicate), merge(duplicate, kept)])),
  );
  return {
    codes: codes.map(([a, b]) => [a.statusCode, b.statusCode]),
    results: codes,
    after: await Promise.all(pairs.map(afterwards)),
  };
}
