import type { Database } from "@atithi/db";
import type { GuestInput } from "@atithi/domain";
import { guestsRepository } from "./guests.repository";

export function findGuest(db: Database, id: string) {
  return guestsRepository(db).findById(id);
}

/** The guest with this phone and name, created when there is none: a family often shares one phone. */
export function findOrCreateGuest(trx: Database, input: GuestInput) {
  return guestsRepository(trx).findOrCreate(input);
}

export function updateGuest(trx: Database, id: string, input: GuestInput) {
  return guestsRepository(trx).update(id, input);
}
