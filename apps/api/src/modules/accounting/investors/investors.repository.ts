import type { Database } from "@atithi/db";
import type { InvestorInput, RoundInput, ShareClassInput } from "@atithi/domain";
import { sql } from "kysely";

/** At most this many investors, rounds or scenarios in one list. */
export const LIST_LIMIT = 500;

const INVESTOR_COLUMNS = [
  "id",
  "investorCode",
  "investorName",
  "investorType",
  "contactPerson",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "pincode",
  "panNumber",
  "kycStatus",
  "riskProfile",
  "notes",
  "isActive",
] as const;

const CLASS_COLUMNS = [
  "id",
  "name",
  "seniority",
  sql<string>`preference_multiple::text`.as("preferenceMultiple"),
  "participation",
  sql<string | null>`cap_multiple::text`.as("capMultiple"),
  sql<string>`conversion_ratio::text`.as("conversionRatio"),
  sql<string>`face_value::text`.as("faceValue"),
] as const;

const ROUND_COLUMNS = [
  "fundraisingRounds.id",
  "fundraisingRounds.roundNumber",
  "fundraisingRounds.roundName",
  "fundraisingRounds.shareClassId",
  "shareClasses.name as shareClass",
  sql<string | null>`fundraising_rounds.target_amount::text`.as("targetAmount"),
  sql<string | null>`fundraising_rounds.valuation::text`.as("valuation"),
  sql<string | null>`fundraising_rounds.price_per_share::text`.as("pricePerShare"),
  sql<string>`fundraising_rounds.raised_amount::text`.as("raisedAmount"),
  sql<string>`coalesce((SELECT sum(p.investment_amount) FROM investor_participations p
    WHERE p.round_id = fundraising_rounds.id), 0)::numeric(15, 2)::text`.as("committedAmount"),
  "fundraisingRounds.roundDate",
  "fundraisingRounds.closingDate",
  "fundraisingRounds.status",
  "fundraisingRounds.description",
  "fundraisingRounds.terms",
  "fundraisingRounds.voucherId",
] as const;

export function investorsRepository(db: Database) {
  return {
    listInvestors(filter: { search: string | null; investorType?: string }) {
      let query = db.selectFrom("erpInvestors").select(INVESTOR_COLUMNS);
      if (filter.search) {
        const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
        query = query.where((eb) =>
          eb.or([eb(sql`lower(investor_name)`, "like", like), eb(sql`lower(investor_code)`, "like", like)]),
        );
      }
      if (filter.investorType) query = query.where("investorType", "=", filter.investorType);
      return query.orderBy("investorName").orderBy("investorCode").limit(LIST_LIMIT).execute();
    },
    findInvestor(id: string, lock = false) {
      const query = db.selectFrom("erpInvestors").select(INVESTOR_COLUMNS).where("id", "=", id);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    },
    insertInvestor(values: InvestorInput) {
      return db
        .insertInto("erpInvestors")
        .values(values)
        .returning(INVESTOR_COLUMNS)
        .executeTakeFirstOrThrow();
    },
    updateInvestor(id: string, values: InvestorInput) {
      return db
        .updateTable("erpInvestors")
        .set({ ...values, updatedAt: sql`now()` })
        .where("id", "=", id)
        .returning(INVESTOR_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    listClasses() {
      return db
        .selectFrom("shareClasses")
        .select(CLASS_COLUMNS)
        .orderBy("seniority", "desc")
        .orderBy("name")
        .execute();
    },
    findClass(id: string) {
      // Shared lock: the class's terms stay as read while shares of it are issued.
      return db
        .selectFrom("shareClasses")
        .select(CLASS_COLUMNS)
        .where("id", "=", id)
        .forShare()
        .executeTakeFirst();
    },
    insertClass(c: ShareClassInput) {
      return db
        .insertInto("shareClasses")
        .values({
          name: c.name,
          seniority: c.seniority,
          preferenceMultiple: c.preferenceMultiple,
          participation: c.participation,
          capMultiple: c.capMultiple ?? null,
          conversionRatio: c.conversionRatio,
          faceValue: c.faceValue,
        })
        .returning(CLASS_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** Every holding with its class's terms, the largest first. */
    holdings() {
      return db
        .selectFrom("shareholdings")
        .innerJoin("erpInvestors", "erpInvestors.id", "shareholdings.investorId")
        .innerJoin("shareClasses", "shareClasses.id", "shareholdings.shareClassId")
        .select([
          "shareholdings.id",
          "shareholdings.investorId",
          "erpInvestors.investorName",
          "shareholdings.shareClassId",
          "shareClasses.name as shareClass",
          sql<string>`shares_held::text`.as("sharesHeld"),
          sql<string>`share_classes.conversion_ratio::text`.as("conversionRatio"),
          "shareholdings.effectiveDate",
        ])
        .orderBy("shareholdings.sharesHeld", "desc")
        .orderBy("erpInvestors.investorName")
        .orderBy("shareClasses.name")
        .execute();
    },
    /** Adds shares to a holder's holding of a class, creating it when there is none. */
    addShares(investorId: string, shareClassId: string, shares: bigint, date: string) {
      return db
        .insertInto("shareholdings")
        .values({
          investorId,
          shareClassId,
          sharesHeld: sql`${shares.toString()}::bigint`,
          effectiveDate: date,
        })
        .onConflict((oc) =>
          oc.columns(["investorId", "shareClassId"]).doUpdateSet({
            sharesHeld: sql`shareholdings.shares_held + excluded.shares_held`,
            effectiveDate: sql`greatest(shareholdings.effective_date, excluded.effective_date)`,
            updatedAt: sql`now()`,
          }),
        )
        .execute();
    },
    insertIssue(values: {
      id: string;
      investorId: string;
      shareClassId: string;
      shares: bigint;
      pricePerShare: string | null;
      amount: string;
      issueDate: string;
      roundId: string | null;
      participationId: string | null;
      voucherId: string | null;
      createdBy: string;
    }) {
      return db
        .insertInto("shareIssues")
        .values({ ...values, shares: sql`${values.shares.toString()}::bigint` })
        .execute();
    },
    /** Every issue for money, for what each class's holders paid and each investor's dated cash flows. */
    paidIssues() {
      return db
        .selectFrom("shareIssues")
        .select(["investorId", "shareClassId", "issueDate", sql<string>`amount::text`.as("amount")])
        .where("amount", ">", "0")
        .orderBy("issueDate")
        .execute();
    },

    listRounds() {
      return db
        .selectFrom("fundraisingRounds")
        .leftJoin("shareClasses", "shareClasses.id", "fundraisingRounds.shareClassId")
        .select(ROUND_COLUMNS)
        .orderBy("fundraisingRounds.roundDate", "desc")
        .orderBy("fundraisingRounds.roundNumber")
        .limit(LIST_LIMIT)
        .execute();
    },
    findRound(id: string) {
      return db
        .selectFrom("fundraisingRounds")
        .leftJoin("shareClasses", "shareClasses.id", "fundraisingRounds.shareClassId")
        .select(ROUND_COLUMNS)
        .where("fundraisingRounds.id", "=", id)
        .executeTakeFirst();
    },
    /**
     * The cap table's lock, to the end of the transaction: rounds are closed (and shares issued)
     * one after another, each priced on the cap table every one before it left.
     */
    async lockCapTable() {
      await sql`SELECT pg_advisory_xact_lock(hashtext('atithi.cap-table'))`.execute(db);
    },
    /** The round's row locked: participations and the close of one round happen one at a time. */
    lockRound(id: string) {
      return db
        .selectFrom("fundraisingRounds")
        .select([
          "id",
          "status",
          sql<string | null>`target_amount::text`.as("targetAmount"),
          "roundDate",
          "closingDate",
        ])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
    },
    insertRound(r: RoundInput) {
      return db
        .insertInto("fundraisingRounds")
        .values({
          roundNumber: r.roundNumber,
          roundName: r.roundName,
          shareClassId: r.shareClassId,
          targetAmount: r.targetAmount ?? null,
          valuation: r.valuation,
          roundDate: r.roundDate,
          closingDate: r.closingDate,
          description: r.description,
          terms: r.terms,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    },
    closeRound(
      id: string,
      values: { pricePerShare: string; raisedAmount: string; voucherId: string | null; closingDate: string },
    ) {
      return db
        .updateTable("fundraisingRounds")
        .set({ ...values, status: "closed", closedAt: sql`now()` })
        .where("id", "=", id)
        .execute();
    },
    participations(roundId: string) {
      return db
        .selectFrom("investorParticipations")
        .innerJoin("erpInvestors", "erpInvestors.id", "investorParticipations.investorId")
        .select([
          "investorParticipations.id",
          "investorParticipations.investorId",
          "erpInvestors.investorName",
          sql<string>`investment_amount::text`.as("investmentAmount"),
          "investorParticipations.investmentDate",
          "investorParticipations.certificateNumber",
          "investorParticipations.sharesReceived",
          sql<string | null>`share_price::numeric(15, 2)::text`.as("sharePrice"),
          sql<string | null>`remainder_amount::text`.as("remainderAmount"),
          sql<string | null>`investor_participations.ownership_percentage::text`.as("ownershipPercentage"),
        ])
        .where("roundId", "=", roundId)
        .orderBy("investorParticipations.investmentDate")
        .orderBy("investorParticipations.createdAt")
        .orderBy("investorParticipations.id")
        .execute();
    },
    insertParticipation(values: {
      roundId: string;
      investorId: string;
      investmentAmount: string;
      investmentDate: string;
      certificateNumber: string | null;
    }) {
      return db.insertInto("investorParticipations").values(values).returning("id").executeTakeFirstOrThrow();
    },
    priceParticipation(
      id: string,
      values: {
        sharesReceived: number;
        sharePrice: string;
        remainderAmount: string;
        ownershipPercentage: string;
      },
    ) {
      return db.updateTable("investorParticipations").set(values).where("id", "=", id).execute();
    },

    listScenarios() {
      return db
        .selectFrom("waterfallScenarios")
        .select(SCENARIO_COLUMNS)
        .orderBy("createdAt", "desc")
        .limit(LIST_LIMIT)
        .execute();
    },
    findScenario(id: string) {
      return db
        .selectFrom("waterfallScenarios")
        .select(SCENARIO_COLUMNS)
        .where("id", "=", id)
        .executeTakeFirst();
    },
    insertScenario(values: {
      scenarioName: string;
      description: string | null;
      exitValue: string;
      exitType: string;
      scenarioDate: string;
      createdBy: string;
    }) {
      return db.insertInto("waterfallScenarios").values(values).returning("id").executeTakeFirstOrThrow();
    },
    insertDistributions(
      rows: {
        scenarioId: string;
        investorId: string;
        distributionOrder: number;
        distributionAmount: string;
        returnMultiple: string | null;
        irr: string | null;
      }[],
    ) {
      return rows.length === 0
        ? Promise.resolve()
        : db.insertInto("waterfallDistributions").values(rows).execute();
    },
    distributions(scenarioId: string) {
      return db
        .selectFrom("waterfallDistributions")
        .innerJoin("erpInvestors", "erpInvestors.id", "waterfallDistributions.investorId")
        .select([
          "waterfallDistributions.investorId",
          "erpInvestors.investorName",
          sql<string>`distribution_amount::text`.as("amount"),
          sql<string | null>`return_multiple::text`.as("returnMultiple"),
          sql<string | null>`irr::text`.as("irr"),
        ])
        .where("scenarioId", "=", scenarioId)
        .orderBy("distributionOrder")
        .execute();
    },
  };
}

const SCENARIO_COLUMNS = [
  "id",
  "scenarioName",
  "description",
  sql<string>`exit_value::text`.as("exitValue"),
  "exitType",
  "scenarioDate",
  "createdAt",
] as const;
