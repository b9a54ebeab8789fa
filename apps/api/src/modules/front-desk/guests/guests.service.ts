import type { Database } from "@atithi/db";
import type { GuestInput } from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { guestsRepository } from "./guests.repository";

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
  const current = await guests.findById(id);
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
