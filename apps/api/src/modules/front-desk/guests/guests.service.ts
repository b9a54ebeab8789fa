import type { Database } from "@atithi/db";
import {
  fromPaise,
  GUEST_MERGE_ITSELF,
  type GuestInput,
  guestMoneyTotals,
  holdsFullAadhaar,
  type Paise,
  stayMoneyBalance,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { badRequest, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { staysMoney } from "../stays";
import { type GuestDto, guestsRepository } from "./guests.repository";

export function findGuest(db: Database, id: string) {
  return guestsRepository(db).findById(id);
}

/** The guest with this phone and name, created when there is none: a family often shares one phone. */
export function findOrCreateGuest(trx: Database, input: GuestInput) {
  return guestsRepository(trx).findOrCreate(input);
}

/** `findOrCreateGuest` for many guests known by name and phone, in a number of statements that does not grow with them. */
export function findOrCreateGuests(trx: Database, inputs: readonly { name: string; phone: string }[]) {
  return guestsRepository(trx).findOrCreateMany(inputs);
}

/** Changes a guest's details only when they differ from what is stored, with the before and after audited. */
export async function editGuest(trx: Database, userId: string, id: string, input: GuestInput) {
  const guests = guestsRepository(trx);
  // Locked, so the audit's "before" is what this edit replaced, and a merge removing the guest
  // meanwhile answers 404 rather than an edit of nobody.
  const [current] = await guests.lock([id]);
  if (!current) throw notFound("Guest");
  const unchanged =
    current.name === input.name &&
    current.phone === input.phone &&
    current.email === input.email &&
    current.idProofNumber === input.idProofNumber;
  if (unchanged) return current;
  const updated = await guests.update(id, input);
  await writeAudit(trx, {
    userId,
    entityType: "guest",
    entityId: id,
    action: "update",
    before: current,
    after: updated,
  });
  return updated ?? current;
}

export async function guestById(db: Database, id: string) {
  const guest = await guestsRepository(db).findById(id);
  if (!guest) throw notFound("Guest");
  return guest;
}

const moneyAmounts = <T extends Record<string, Paise>>(money: T) =>
  Object.fromEntries(Object.entries(money).map(([key, paise]) => [key, fromPaise(paise)])) as {
    [K in keyof T]: string;
  };

/**
 * GET /api/guests/{id}/history: the guest, their stays (dates, room, status) with each stay's
 * money as its folio says, and the totals over them, all computed here in paise.
 */
export function guestHistory(db: Database, id: string) {
  // One snapshot, so the stays, their money and the totals always agree.
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const guests = guestsRepository(trx);
      const guest = await guests.findById(id);
      if (!guest) throw notFound("Guest");
      const stays = await guests.staysOf(id);
      const money = await staysMoney(trx, stays);
      return {
        guest,
        stays: stays.map((stay, i) => {
          const { totalAmount: _price, ...shown } = stay;
          const own = money[i];
          if (!own) throw new Error("stay money missing");
          return { ...shown, ...moneyAmounts(stayMoneyBalance(own)) };
        }),
        totals: moneyAmounts(guestMoneyTotals(money)),
      };
    });
}

/**
 * POST /api/guests/{id}/merge: the same person entered twice. Every stay of the duplicate becomes
 * the kept guest's (their payments, invoices and group places go with the stays), the kept guest
 * takes an email or ID proof only the duplicate has, and the duplicate is removed; audited on both.
 * Both rows are locked in id order first, so a merge the other way round, or an edit of either,
 * waits for this one and then finds the duplicate gone (404).
 */
export function mergeGuests({ db, userId }: Actor, id: string, duplicateId: string) {
  if (id === duplicateId) throw badRequest(GUEST_MERGE_ITSELF);
  return frontDeskTransaction(db, async (trx) => {
    const guests = guestsRepository(trx);
    const locked = await guests.lock([id, duplicateId]);
    const kept = locked.find((g) => g.id === id);
    const duplicate = locked.find((g) => g.id === duplicateId);
    if (!kept) throw notFound("Guest");
    if (!duplicate) throw notFound("Duplicate guest");
    const movedStays = await guests.moveStays(duplicateId, id);
    const merged = await keepMissingDetails(trx, kept, duplicate);
    await guests.remove(duplicateId);
    const record = { kept, duplicate, movedStays };
    await writeAudit(trx, {
      userId,
      entityType: "guest",
      entityId: id,
      action: "merge",
      before: record,
      after: merged,
    });
    await writeAudit(trx, {
      userId,
      entityType: "guest",
      entityId: duplicateId,
      action: "merged_into",
      before: duplicate,
      after: { guestId: id, movedStays },
    });
    return { guest: merged, movedStays };
  });
}

/** The kept guest with an email or ID proof it lacks taken from the duplicate. */
async function keepMissingDetails(trx: Database, kept: GuestDto, duplicate: GuestDto) {
  const email = kept.email ?? duplicate.email;
  // Not a full Aadhaar number entered before that was refused: it is not copied anywhere.
  const theirs = duplicate.idProofNumber;
  const idProofNumber = kept.idProofNumber ?? (theirs && !holdsFullAadhaar(theirs) ? theirs : null);
  if (email === kept.email && idProofNumber === kept.idProofNumber) return kept;
  const { name, phone } = kept;
  return (await guestsRepository(trx).update(kept.id, { name, phone, email, idProofNumber })) ?? kept;
}

/** The newest guests, at most `limit`; with `search`, those whose name or phone contains it. */
export function listGuests(db: Database, search: string | undefined, limit: number) {
  return guestsRepository(db).list(search, limit);
}

export async function guestByPhone(db: Database, phone: string) {
  const guest = await guestsRepository(db).findByPhone(phone);
  if (!guest) throw notFound("Guest");
  return guest;
}

export function createGuest({ db }: Actor, input: GuestInput) {
  return frontDeskTransaction(db, (trx) => guestsRepository(trx).insert(input));
}

/** `editGuest` in a transaction of its own. */
export function updateGuest({ db, userId }: Actor, id: string, input: GuestInput) {
  return frontDeskTransaction(db, (trx) => editGuest(trx, userId, id, input));
}
