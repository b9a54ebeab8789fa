import { randomUUID } from "node:crypto";
import type { Database } from "@atithi/db";
import {
  asConverted,
  type CashFlow,
  distributeExit,
  formatDisplayDate,
  fromPaise,
  type InvestorInput,
  moic,
  ownershipPercentages,
  type Paise,
  type Participation,
  type ParticipationInput,
  type PostingAccountChoice,
  parseMultiple,
  participationDateError,
  payoutsAnswer,
  type RoundInput,
  roundPricePerShare,
  type ScenarioInput,
  type ShareClassInput,
  type ShareIssueInput,
  sharesForInvestment,
  splitProRata,
  toCsv,
  todayIn,
  toPaise,
  toWaterfallClass,
  type UpdateInvestorInput,
  type WaterfallCalculateInput,
  type WaterfallClass,
  xirr,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { postVoucher } from "../ledger";
import { investorsRepository } from "./investors.repository";

// Investors ---------------------------------------------------------------------------------------

export function listInvestors(db: Database, filter: { search: string | null; investorType?: string }) {
  return investorsRepository(db).listInvestors(filter);
}

export function createInvestor({ db, userId }: Actor, input: InvestorInput) {
  return db.transaction().execute(async (trx) => {
    const investor = await investorsRepository(trx).insertInvestor(input);
    await writeAudit(trx, {
      userId,
      entityType: "investor",
      entityId: investor.id,
      action: "create",
      after: investor,
    });
    return investor;
  });
}

/** An edit (a KYC status moved, a contact changed): a field left out keeps its value. */
export function updateInvestor({ db, userId }: Actor, input: UpdateInvestorInput) {
  return db.transaction().execute(async (trx) => {
    const { id, ...changes } = input;
    const repo = investorsRepository(trx);
    const current = await repo.findInvestor(id, true);
    if (!current) throw notFound("Investor");
    const { id: _, ...values } = current;
    const merged = { ...values };
    for (const [field, value] of Object.entries(changes)) {
      if (value !== undefined) Object.assign(merged, { [field]: value });
    }
    const updated = await repo.updateInvestor(id, merged as InvestorInput);
    await writeAudit(trx, {
      userId,
      entityType: "investor",
      entityId: id,
      action: "update",
      before: current,
      after: updated,
    });
    return updated;
  });
}

// Share classes -----------------------------------------------------------------------------------

export function listShareClasses(db: Database) {
  return investorsRepository(db).listClasses();
}

export function createShareClass({ db, userId }: Actor, input: ShareClassInput) {
  return db.transaction().execute(async (trx) => {
    const created = await investorsRepository(trx).insertClass(input);
    await writeAudit(trx, {
      userId,
      entityType: "share_class",
      entityId: created.id,
      action: "create",
      after: created,
    });
    return created;
  });
}

// The cap table -----------------------------------------------------------------------------------

/**
 * The cap table by holder and class, the largest holding first: ownership fully diluted (each
 * class as converted to common), four decimals adding up to exactly 100.0000.
 */
export async function capTable(db: Database) {
  const rows = await investorsRepository(db).holdings();
  const converted = rows.map((r) => asConverted(BigInt(r.sharesHeld), r.conversionRatio));
  const percent = ownershipPercentages(converted);
  return rows.map((r, i) => ({
    id: r.id,
    investorId: r.investorId,
    investorName: r.investorName,
    shareClassId: r.shareClassId,
    shareClass: r.shareClass,
    sharesHeld: Number(r.sharesHeld),
    ownershipPercentage: percent[i] as string,
    effectiveDate: r.effectiveDate,
  }));
}

/** The fully diluted shares (as converted) now: what a round's price divides the pre-money valuation by. */
async function fullyDilutedShares(db: Database): Promise<bigint> {
  const rows = await investorsRepository(db).holdings();
  return rows.reduce((sum, r) => sum + asConverted(BigInt(r.sharesHeld), r.conversionRatio), 0n);
}

/**
 * The lines that post shares issued for money: bank against share capital at face value and
 * securities premium for the rest. Refused below face value (a discount issue is void in India,
 * Companies Act 2013 s.53).
 */
function issueLines(amount: Paise, shares: bigint, faceValue: Paise) {
  const capital = Number(shares) * faceValue;
  if (capital > amount) {
    throw conflict(`Shares cannot be issued below their face value of ${fromPaise(faceValue)}`);
  }
  const line = (role: PostingAccountChoice, debit: Paise, credit: Paise) => ({
    account: role,
    debit,
    credit,
  });
  return [
    line({ role: "bank" }, amount, 0),
    line({ role: "share_capital" }, 0, capital),
    ...(amount > capital ? [line({ role: "securities_premium" }, 0, amount - capital)] : []),
  ];
}

async function existingInvestor(trx: Database, id: string) {
  const investor = await investorsRepository(trx).findInvestor(id);
  if (!investor) throw notFound("Investor");
  return investor;
}

async function existingClass(trx: Database, id: string) {
  const found = await investorsRepository(trx).findClass(id);
  if (!found) throw notFound("Share class");
  return found;
}

/** Shares issued outside a round: for no money, or at a price (then the money is posted like a round's). */
export function issueShares({ db, userId }: Actor, input: ShareIssueInput) {
  return db.transaction().execute(async (trx) => {
    const repo = investorsRepository(trx);
    await repo.lockCapTable();
    const investor = await existingInvestor(trx, input.investorId);
    const shareClass = await existingClass(trx, input.shareClassId);
    const shares = BigInt(input.sharesHeld);
    const price = input.pricePerShare ? toPaise(input.pricePerShare) : null;
    const amount = price === null ? 0 : Number(shares) * price;
    if (!Number.isSafeInteger(amount) || amount > 9_999_999_999_999_99) {
      throw badRequest("Shares times the price is more than can be recorded");
    }
    const id = randomUUID();
    let voucherId: string | null = null;
    if (amount > 0) {
      const voucher = await postVoucher(trx, {
        voucherType: "receipt",
        date: input.effectiveDate,
        narration: `${input.sharesHeld} ${shareClass.name} shares issued to ${investor.investorName} at ${input.pricePerShare}`,
        source: { type: "share_issue", id },
        lines: issueLines(amount, shares, toPaise(shareClass.faceValue)),
        userId,
      });
      voucherId = voucher.id;
    }
    await repo.insertIssue({
      id,
      investorId: investor.id,
      shareClassId: shareClass.id,
      shares,
      pricePerShare: price === null ? null : fromPaise(price),
      amount: fromPaise(amount),
      issueDate: input.effectiveDate,
      roundId: null,
      participationId: null,
      voucherId,
      createdBy: userId,
    });
    await repo.addShares(investor.id, shareClass.id, shares, input.effectiveDate);
    await writeAudit(trx, {
      userId,
      entityType: "share_issue",
      entityId: id,
      action: "create",
      after: { ...input, amount: fromPaise(amount), voucherId },
    });
    const holding = (await capTable(trx)).find(
      (r) => r.investorId === investor.id && r.shareClassId === shareClass.id,
    );
    return { ...holding, issueId: id, amount: fromPaise(amount), voucherId };
  });
}

// Rounds ------------------------------------------------------------------------------------------

export function listRounds(db: Database) {
  return investorsRepository(db).listRounds();
}

export async function roundDetail(db: Database, id: string) {
  const repo = investorsRepository(db);
  const round = await repo.findRound(id);
  if (!round) throw notFound("Round");
  return { ...round, participations: await repo.participations(id) };
}

export function createRound({ db, userId }: Actor, input: RoundInput) {
  return db.transaction().execute(async (trx) => {
    await existingClass(trx, input.shareClassId);
    const { id } = await investorsRepository(trx).insertRound(input);
    await writeAudit(trx, {
      userId,
      entityType: "fundraising_round",
      entityId: id,
      action: "create",
      after: input,
    });
    return roundDetail(trx, id);
  });
}

/**
 * An investor's commitment to an open round. The round's row is locked first, so participations
 * sent together are added one after another and never take the round past its target.
 */
export function addParticipation({ db, userId }: Actor, input: ParticipationInput) {
  return db.transaction().execute(async (trx) => {
    const repo = investorsRepository(trx);
    const round = await repo.lockRound(input.roundId);
    if (!round) throw notFound("Round");
    if (round.status !== "open")
      throw conflict(`The round is ${round.status}; participations are taken while it is open`);
    const outside = participationDateError(input.investmentDate, round);
    if (outside) throw badRequest(outside);
    await existingInvestor(trx, input.investorId);
    if (round.targetAmount !== null) {
      const committed = (await repo.participations(input.roundId)).reduce(
        (s, p) => s + toPaise(p.investmentAmount),
        0,
      );
      const left = toPaise(round.targetAmount) - committed;
      if (toPaise(input.investmentAmount) > left) {
        throw conflict(
          `The round's target is ${round.targetAmount}; ${fromPaise(Math.max(left, 0))} is left to raise`,
        );
      }
    }
    const { id } = await repo.insertParticipation(input);
    await writeAudit(trx, {
      userId,
      entityType: "investor_participation",
      entityId: id,
      action: "create",
      after: input,
    });
    return { id, ...input };
  });
}

/**
 * Closes an open round: the price per share is the pre-money valuation over the fully diluted
 * shares before it; each participation buys whole shares at that price, the rest of its amount
 * stated as the remainder (the investor's money, not share capital); the holdings grow, the round's
 * raised amount is what the shares were bought for, and the money is posted (bank against share
 * capital at face value and securities premium). Every close takes the cap table's lock first, so
 * rounds closed at once are priced one after another, each on the shares the one before it left,
 * never two on the same shares.
 */
export function closeRound({ db, userId, timeZone }: Actor, id: string) {
  return db.transaction().execute(async (trx) => {
    const repo = investorsRepository(trx);
    await repo.lockCapTable();
    const locked = await repo.lockRound(id);
    if (!locked) throw notFound("Round");
    if (locked.status !== "open") throw conflict(`The round is already ${locked.status}`);
    const round = await repo.findRound(id);
    if (!round?.shareClassId || !round.valuation)
      throw conflict("The round needs a share class and a pre-money valuation to close");
    const shareClass = await existingClass(trx, round.shareClassId);
    const participations = await repo.participations(id);
    if (participations.length === 0) throw conflict("The round has no participations to close with");
    const before = await fullyDilutedShares(trx);
    const price = roundPricePerShare(toPaise(round.valuation), before);
    if (price === null) {
      throw conflict(
        "No shares were issued before the round, so it has no price: issue the founders' shares first",
      );
    }
    const bought = participations.map((p) => ({
      p,
      ...sharesForInvestment(toPaise(p.investmentAmount), price),
    }));
    const raised = bought.reduce((s, b) => s + Number(b.shares) * price, 0);
    const totalShares = bought.reduce((s, b) => s + b.shares, 0n);
    if (totalShares === 0n) throw conflict(`No participation buys a whole share at ${fromPaise(price)}`);
    const closingDate = round.closingDate ?? todayIn(timeZone);
    // Without a closing date of its own the round closes today: a participation dated later is refused.
    const late = participations.find((p) => p.investmentDate > closingDate);
    if (late) {
      throw conflict(
        `${late.investorName}'s participation is dated ${formatDisplayDate(late.investmentDate)}, after the closing date ${formatDisplayDate(closingDate)}`,
      );
    }
    const voucher = await postVoucher(trx, {
      voucherType: "receipt",
      date: closingDate,
      narration: `${round.roundName}: ${totalShares} ${shareClass.name} shares at ${fromPaise(price)}`,
      reference: round.roundNumber,
      source: { type: "fundraising_round", id },
      lines: issueLines(raised, totalShares, toPaise(shareClass.faceValue)),
      userId,
    });
    // Each participation's ownership right after the close, fully diluted.
    const newConverted = bought.map((b) => asConverted(b.shares, shareClass.conversionRatio));
    const after = ownershipPercentages([...newConverted, before]);
    for (const [i, b] of bought.entries()) {
      await repo.priceParticipation(b.p.id, {
        sharesReceived: Number(b.shares),
        sharePrice: fromPaise(price),
        remainderAmount: fromPaise(b.remainder),
        ownershipPercentage: after[i] as string,
      });
      if (b.shares === 0n) continue;
      await repo.insertIssue({
        id: randomUUID(),
        investorId: b.p.investorId,
        shareClassId: shareClass.id,
        shares: b.shares,
        pricePerShare: fromPaise(price),
        amount: fromPaise(Number(b.shares) * price),
        issueDate: b.p.investmentDate,
        roundId: id,
        participationId: b.p.id,
        voucherId: voucher.id,
        createdBy: userId,
      });
      await repo.addShares(b.p.investorId, shareClass.id, b.shares, closingDate);
    }
    await repo.closeRound(id, {
      pricePerShare: fromPaise(price),
      raisedAmount: fromPaise(raised),
      voucherId: voucher.id,
      closingDate,
    });
    await writeAudit(trx, {
      userId,
      entityType: "fundraising_round",
      entityId: id,
      action: "close",
      before: round,
      after: { pricePerShare: fromPaise(price), raisedAmount: fromPaise(raised), voucherId: voucher.id },
    });
    return { ...(await roundDetail(trx, id)), sharesBefore: Number(before) };
  });
}

// Waterfalls --------------------------------------------------------------------------------------

/** The payouts of an exit among the classes given, nothing stored. */
export function calculateWaterfall(input: WaterfallCalculateInput) {
  return {
    payouts: payoutsAnswer(distributeExit(toPaise(input.exitValue), input.classes.map(toWaterfallClass))),
  };
}

/**
 * The cap table as the waterfall and the returns read it: each class with holders (its invested
 * amount what they paid for its shares) and each investor's holdings and dated payments.
 */
async function capTableForExit(db: Database) {
  const repo = investorsRepository(db);
  const [classes, holdings, issues] = await Promise.all([
    repo.listClasses(),
    repo.holdings(),
    repo.paidIssues(),
  ]);
  const held = classes
    .map((c) => {
      const holders = holdings.filter((h) => h.shareClassId === c.id);
      const converted = holders.map((h) => asConverted(BigInt(h.sharesHeld), c.conversionRatio));
      const invested = issues
        .filter((i) => i.shareClassId === c.id)
        .reduce((s, i) => s + toPaise(i.amount), 0);
      const waterfall: WaterfallClass = {
        name: c.name,
        shares: converted.reduce((a, b) => a + b, 0n),
        invested,
        seniority: c.seniority,
        preferenceMultiple: parseMultiple(c.preferenceMultiple),
        participation: c.participation as Participation,
        capMultiple: c.capMultiple === null ? undefined : parseMultiple(c.capMultiple),
      };
      return {
        holders,
        converted,
        waterfall,
        preferenceMultiple: c.preferenceMultiple,
        capMultiple: c.capMultiple,
      };
    })
    .filter((c) => c.waterfall.shares > 0n);
  return { held, holdings, issues };
}

/**
 * The cap table's share classes as the waterfall computes with them, in the shape
 * `POST /api/erp/waterfall/calculate` takes: what a chart of payouts against exit values needs.
 */
export async function waterfallClasses(db: Database) {
  const { held } = await capTableForExit(db);
  return {
    classes: held.map(({ waterfall: c, preferenceMultiple, capMultiple }) => ({
      name: c.name,
      shares: String(c.shares),
      invested: fromPaise(c.invested),
      seniority: c.seniority,
      preferenceMultiple,
      participation: c.participation,
      ...(capMultiple === null ? {} : { capMultiple }),
    })),
  };
}

interface InvestorExit {
  investorId: string;
  investorName: string;
  invested: Paise;
  distribution: Paise;
  flows: CashFlow[];
}

/** What each investor takes from an exit: their classes' payouts split among holders pro rata to shares. */
async function exitByInvestor(db: Database, exitValue: Paise, date: string): Promise<InvestorExit[]> {
  const { held, issues } = await capTableForExit(db);
  if (held.length === 0) throw conflict("No shares have been issued yet: there is nothing to distribute");
  const payouts = distributeExit(
    exitValue,
    held.map((c) => c.waterfall),
  );
  const byInvestor = new Map<string, InvestorExit>();
  held.forEach((c, ci) => {
    const split = splitProRata((payouts[ci] as { amount: Paise }).amount, c.converted);
    c.holders.forEach((h, hi) => {
      const entry = byInvestor.get(h.investorId) ?? {
        investorId: h.investorId,
        investorName: h.investorName,
        invested: 0,
        distribution: 0,
        flows: [],
      };
      entry.distribution += split[hi] as number;
      byInvestor.set(h.investorId, entry);
    });
  });
  for (const entry of byInvestor.values()) {
    for (const issue of issues.filter((i) => i.investorId === entry.investorId)) {
      entry.invested += toPaise(issue.amount);
      entry.flows.push({ date: issue.issueDate, amount: -toPaise(issue.amount) });
    }
    entry.flows.push({ date, amount: entry.distribution });
  }
  return [...byInvestor.values()].sort(
    (a, b) => b.distribution - a.distribution || a.investorName.localeCompare(b.investorName),
  );
}

const multipleText = (invested: Paise, returned: Paise) => {
  const m = moic(invested, returned);
  return m === null ? null : m.toFixed(4);
};
const irrText = (flows: readonly CashFlow[]) => {
  const r = xirr(flows);
  return r === null ? null : r.toFixed(6);
};

/** A scenario computed from the cap table and stored with its distributions per investor. */
export function createScenario({ db, userId }: Actor, input: ScenarioInput) {
  return db.transaction().execute(async (trx) => {
    const repo = investorsRepository(trx);
    const exits = await exitByInvestor(trx, toPaise(input.exitValue), input.scenarioDate);
    const { id } = await repo.insertScenario({ ...input, createdBy: userId });
    await repo.insertDistributions(
      exits.map((e, i) => ({
        scenarioId: id,
        investorId: e.investorId,
        distributionOrder: i + 1,
        distributionAmount: fromPaise(e.distribution),
        returnMultiple: multipleText(e.invested, e.distribution),
        irr: irrText(e.flows),
      })),
    );
    await writeAudit(trx, {
      userId,
      entityType: "waterfall_scenario",
      entityId: id,
      action: "create",
      after: input,
    });
    return scenarioDetail(trx, id);
  });
}

const scenarioAnswer = <T extends { createdAt: Date }>(s: T) => ({
  ...s,
  createdAt: s.createdAt.toISOString(),
});

export async function listScenarios(db: Database) {
  return (await investorsRepository(db).listScenarios()).map(scenarioAnswer);
}

export async function scenarioDetail(db: Database, id: string) {
  const repo = investorsRepository(db);
  const scenario = await repo.findScenario(id);
  if (!scenario) throw notFound("Scenario");
  return { scenario: scenarioAnswer(scenario), distributions: await repo.distributions(id) };
}

// Investor returns --------------------------------------------------------------------------------

/**
 * Per investor holding shares: what they paid, their shares and fully diluted ownership, and for a
 * scenario its distribution to them, the multiple on invested capital and the IRR of their dated
 * cash flows.
 */
export async function investorReturns(db: Database, scenarioId: string | null | undefined) {
  const scenario = scenarioId ? (await scenarioDetail(db, scenarioId)).scenario : null;
  const { holdings, issues } = await capTableForExit(db);
  const investors = [...new Map(holdings.map((h) => [h.investorId, h.investorName])).entries()];
  const converted = investors.map(([id]) =>
    holdings
      .filter((h) => h.investorId === id)
      .reduce((s, h) => s + asConverted(BigInt(h.sharesHeld), h.conversionRatio), 0n),
  );
  const ownership = ownershipPercentages(converted);
  const distributions = scenario
    ? new Map(
        (await investorsRepository(db).distributions(scenario.id)).map((d) => [
          d.investorId,
          toPaise(d.amount),
        ]),
      )
    : null;
  const rows = investors.map(([investorId, investorName], i) => {
    const paid = issues.filter((x) => x.investorId === investorId);
    const invested = paid.reduce((s, x) => s + toPaise(x.amount), 0);
    const shares = holdings
      .filter((h) => h.investorId === investorId)
      .reduce((s, h) => s + Number(h.sharesHeld), 0);
    const distribution = distributions?.get(investorId) ?? (distributions ? 0 : null);
    const flows: CashFlow[] = paid.map((x) => ({ date: x.issueDate, amount: -toPaise(x.amount) }));
    if (scenario && distribution !== null)
      flows.push({ date: scenario.scenarioDate as string, amount: distribution });
    return {
      investorId,
      investorName,
      invested: fromPaise(invested),
      shares,
      ownershipPercentage: ownership[i] as string,
      distribution: distribution === null ? null : fromPaise(distribution),
      multiple: distribution === null ? null : multipleText(invested, distribution),
      irr: distribution === null ? null : irrText(flows),
    };
  });
  rows.sort(
    (a, b) =>
      Number(b.ownershipPercentage) - Number(a.ownershipPercentage) ||
      a.investorName.localeCompare(b.investorName),
  );
  return { scenario, rows };
}

export async function investorReturnsCsv(db: Database, scenarioId: string | null | undefined) {
  const { scenario, rows } = await investorReturns(db, scenarioId);
  const csv = toCsv(
    ["Investor", "Invested", "Shares", "Ownership %", "Distribution", "Multiple", "IRR"],
    rows.map((r) => [
      r.investorName,
      r.invested,
      r.shares,
      r.ownershipPercentage,
      r.distribution ?? "",
      r.multiple ?? "",
      r.irr ?? "",
    ]),
  );
  return { fileName: scenario ? `investor-returns-${scenario.id}.csv` : "investor-returns.csv", csv };
}
