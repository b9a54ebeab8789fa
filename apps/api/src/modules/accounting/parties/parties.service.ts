import type { Database } from "@atithi/db";
import {
  openingBalanceSide,
  type PartyInput,
  type PartyRow,
  signedOpeningBalance,
  type UpdatePartyInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { type PartyValues, partiesRepository } from "./parties.repository";

type PartyDetails = Omit<PartyInput, "openingBalanceSide"> & Pick<PartyRow, "openingBalanceSide">;

function valuesOf(input: PartyDetails): PartyValues {
  const { openingBalanceSide: side, openingBalance, ...rest } = input;
  return { ...rest, openingBalance: signedOpeningBalance(openingBalance, side) };
}

export function createParty({ db, userId }: Actor, input: PartyInput) {
  return db.transaction().execute(async (trx) => {
    const side = openingBalanceSide(input.partyType, input.openingBalanceSide);
    const party = await partiesRepository(trx).insert(valuesOf({ ...input, openingBalanceSide: side }));
    await writeAudit(trx, {
      userId,
      entityType: "party",
      entityId: party.id,
      action: "create",
      after: party,
    });
    return party;
  });
}

const SAME_FIELDS = [
  "partyCode",
  "partyName",
  "partyType",
  "contactPerson",
  "phone",
  "email",
  "address",
  "city",
  "state",
  "pincode",
  "gstNumber",
  "panNumber",
  "openingBalance",
  "openingBalanceSide",
  "creditLimit",
  "paymentTerms",
  "isActive",
] as const satisfies readonly (keyof PartyRow & keyof PartyDetails)[];

/** Changes a party's details (all of them, as sent), audited with before and after. */
export function updateParty({ db, userId }: Actor, input: UpdatePartyInput) {
  return db.transaction().execute(async (trx) => {
    const { id, ...changes } = input;
    const parties = partiesRepository(trx);
    const current = await parties.find(id, { lock: true });
    if (!current) throw notFound("Party");
    // A type or active flag left out keeps its value; a side left out follows the type.
    const partyType = changes.partyType ?? current.partyType;
    const values: PartyDetails = {
      ...changes,
      partyType,
      isActive: changes.isActive ?? current.isActive,
      openingBalanceSide: openingBalanceSide(partyType, changes.openingBalanceSide),
    };
    // A zero balance has no side to compare.
    const same = SAME_FIELDS.every(
      (field) =>
        current[field] === values[field] ||
        (field === "openingBalanceSide" &&
          Number(values.openingBalance) === 0 &&
          Number(current.openingBalance) === 0),
    );
    if (same) return current;
    const updated = await parties.update(id, valuesOf(values));
    await writeAudit(trx, {
      userId,
      entityType: "party",
      entityId: id,
      action: "update",
      before: current,
      after: updated,
    });
    return updated;
  });
}

/** One party, for other modules (a voucher's or an invoice's party); undefined when there is none. */
export function findParty(db: Database, id: string) {
  return partiesRepository(db).find(id);
}
