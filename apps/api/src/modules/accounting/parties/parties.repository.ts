import type { Database } from "@atithi/db";
import { likeContains, openingBalanceOf, type PartyRow, type PartyType } from "@atithi/domain";
import { sql } from "kysely";

export interface PartyValues {
  partyCode: string;
  partyName: string;
  partyType: PartyType;
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  gstNumber: string | null;
  panNumber: string | null;
  /** Signed: positive a debit (the party owes us), negative a credit. */
  openingBalance: string;
  creditLimit: string | null;
  paymentTerms: number;
  isActive: boolean;
}

/** The most parties one list answers: a hotel's customers and suppliers, searched beyond that. */
export const PARTY_LIST_LIMIT = 1000;

function parties(db: Database) {
  return db
    .selectFrom("parties")
    .select([
      "id",
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
      "country",
      "gstNumber",
      "panNumber",
      sql<string>`opening_balance::text`.as("openingBalance"),
      sql<string | null>`credit_limit::text`.as("creditLimit"),
      "paymentTerms",
      "isActive",
      "createdAt",
      "updatedAt",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof parties>["executeTakeFirstOrThrow"]>>;

function toParty(row: Row): PartyRow {
  const opening = openingBalanceOf(row.openingBalance);
  return {
    ...row,
    partyType: row.partyType as PartyType,
    openingBalance: opening.amount,
    openingBalanceSide: opening.side,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Customers and suppliers: the only code that writes them. */
export function partiesRepository(db: Database) {
  return {
    async list(filter: {
      search?: string;
      partyType?: PartyType;
      activeOnly?: boolean;
    }): Promise<PartyRow[]> {
      let query = parties(db);
      if (filter.search) {
        const pattern = likeContains(filter.search.toLowerCase());
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(party_name)`, "like", pattern),
            eb(sql`lower(party_code)`, "like", pattern),
            eb("gstNumber", "like", likeContains(filter.search?.toUpperCase() ?? "")),
          ]),
        );
      }
      // "both" is a customer and a supplier.
      if (filter.partyType) query = query.where("partyType", "in", [filter.partyType, "both"]);
      if (filter.activeOnly) query = query.where("isActive", "=", true);
      const rows = await query
        .orderBy(sql`lower(party_name)`)
        .orderBy("id")
        .limit(PARTY_LIST_LIMIT)
        .execute();
      return rows.map(toParty);
    },
    async find(id: string, options: { lock?: boolean } = {}): Promise<PartyRow | undefined> {
      let query = parties(db).where("id", "=", id);
      if (options.lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && toParty(row);
    },
    async insert(values: PartyValues): Promise<PartyRow> {
      const { id } = await db.insertInto("parties").values(values).returning("id").executeTakeFirstOrThrow();
      return (await this.find(id)) as PartyRow;
    },
    async update(id: string, values: PartyValues): Promise<PartyRow> {
      await db
        .updateTable("parties")
        .set({ ...values, updatedAt: sql`now()` })
        .where("id", "=", id)
        .execute();
      return (await this.find(id)) as PartyRow;
    },
  };
}
