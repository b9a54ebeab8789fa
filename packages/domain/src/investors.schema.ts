import { z } from "zod";
import { dateSchema, formatDisplayDate, optionalDateSchema } from "./dates";
import { parseScaled } from "./decimal";
import { amountSchema, positiveAmountSchema } from "./money";
import { panSchema } from "./tax-config.schema";
import { idSchema, optionalEmail, optionalText, requiredText, TEXT_LIMITS } from "./text";
import { PARTICIPATIONS } from "./waterfall";
import { multipleSchema, shareCountSchema } from "./waterfall.schema";

export const INVESTOR_TYPES = [
  "Angel Investor",
  "Venture Capital",
  "Private Equity",
  "Individual",
  "Institutional",
  "Family Office",
  "Corporate",
] as const;
export const KYC_STATUSES = ["Pending", "In Progress", "Completed", "Rejected"] as const;
export const RISK_PROFILES = ["Conservative", "Moderate", "Aggressive"] as const;
export const EXIT_TYPES = ["acquisition", "ipo", "liquidation", "merger"] as const;

export const INVESTOR_MESSAGES = {
  code: "Investor code is required",
  name: "Investor name is required",
  pincode: "PIN code is six digits, not starting with 0",
} as const;

const PINCODE = /^[1-9][0-9]{5}$/;

const investorType = z.enum(INVESTOR_TYPES, {
  message: `Investor type is one of ${INVESTOR_TYPES.join(", ")}`,
});
const kycStatus = z.enum(KYC_STATUSES, { message: `KYC status is one of ${KYC_STATUSES.join(", ")}` });
const riskProfile = z.enum(RISK_PROFILES, { message: `Risk profile is one of ${RISK_PROFILES.join(", ")}` });
const isActive = z.boolean({ message: "Active must be true or false" });

/** Every field the Add New Investor form sends (part 2 §5). */
const investorFields = {
  investorCode: requiredText("Investor code", 50, INVESTOR_MESSAGES.code),
  investorName: requiredText("Investor name", TEXT_LIMITS.name, INVESTOR_MESSAGES.name),
  investorType: investorType.default("Individual"),
  contactPerson: optionalText(TEXT_LIMITS.name, "Contact person"),
  email: optionalEmail,
  phone: optionalText(30, "Phone"),
  address: optionalText(TEXT_LIMITS.address, "Address"),
  city: optionalText(100, "City"),
  state: optionalText(100, "State"),
  pincode: optionalText(6, "PIN code").refine(
    (v) => v === null || PINCODE.test(v),
    INVESTOR_MESSAGES.pincode,
  ),
  panNumber: panSchema,
  kycStatus: z
    .enum(KYC_STATUSES, { message: `KYC status is one of ${KYC_STATUSES.join(", ")}` })
    .default("Pending"),
  riskProfile: z
    .enum(RISK_PROFILES, { message: `Risk profile is one of ${RISK_PROFILES.join(", ")}` })
    .default("Moderate"),
  notes: optionalText(TEXT_LIMITS.note, "Notes"),
  isActive: isActive.default(true),
};

export const investorInput = z.object(investorFields);
export type InvestorInput = z.output<typeof investorInput>;

/** An edit: a field left out keeps its value (null clears an optional one). */
export const investorChanges = z
  .object({ ...investorFields, investorType, kycStatus, riskProfile, isActive })
  .partial();
export const updateInvestorInput = investorChanges.extend({ id: idSchema("Investor") });
export type UpdateInvestorInput = z.output<typeof updateInvestorInput>;

export const investorListInput = z
  .object({
    search: optionalText(TEXT_LIMITS.search, "Search"),
    investorType: z.enum(INVESTOR_TYPES).optional(),
  })
  .default({ search: null });

const positiveAmount = positiveAmountSchema;

/** A conversion ratio to common: more than 0, at most 1000, four decimals. */
const conversionRatio = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const scaled = parseScaled(value, 4, 4);
    if (scaled === null || scaled === 0 || scaled > 1000 * 10_000) {
      ctx.addIssue({
        code: "custom",
        message: "Conversion ratio is more than 0 and at most 1000, four decimals",
      });
      return z.NEVER;
    }
    return String(scaled / 10_000);
  })
  .default("1");

export const shareClassInput = z
  .object({
    name: requiredText("Share class name", 100),
    seniority: z
      .number({ message: "Seniority is a whole number from 0 to 100" })
      .int("Seniority is a whole number from 0 to 100")
      .min(0, "Seniority is a whole number from 0 to 100")
      .max(100, "Seniority is a whole number from 0 to 100"),
    preferenceMultiple: multipleSchema("Preference multiple"),
    participation: z.enum(PARTICIPATIONS, { message: "Participation is none, full or capped" }),
    capMultiple: multipleSchema("Cap multiple").nullish(),
    conversionRatio,
    faceValue: positiveAmount("Face value").default("10.00"),
  })
  .superRefine((c, ctx) => {
    const capped = c.participation === "capped";
    if (capped !== (c.capMultiple !== null && c.capMultiple !== undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["capMultiple"],
        message: capped ? "A capped class needs a cap multiple" : "Only a capped class has a cap multiple",
      });
    }
    if (c.capMultiple && Number(c.capMultiple) < Number(c.preferenceMultiple)) {
      ctx.addIssue({
        code: "custom",
        path: ["capMultiple"],
        message: "The cap multiple is at least the preference multiple",
      });
    }
    if (capped && Number(c.preferenceMultiple) === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["participation"],
        message: "A class without preference cannot be capped",
      });
    }
  });
export type ShareClassInput = z.output<typeof shareClassInput>;

/** Shares issued outside a round: for no money, or at a stated price (then posted like a round). */
export const shareIssueInput = z.object({
  investorId: idSchema("Investor"),
  shareClassId: idSchema("Share class"),
  sharesHeld: shareCountSchema.refine((v) => v !== "0", "Shares must be more than zero"),
  pricePerShare: positiveAmount("Price per share").nullish(),
  effectiveDate: dateSchema("Effective date"),
});
export type ShareIssueInput = z.output<typeof shareIssueInput>;

export const roundInput = z
  .object({
    roundNumber: requiredText("Round number", 50),
    roundName: requiredText("Round name", TEXT_LIMITS.name),
    shareClassId: idSchema("Share class"),
    targetAmount: positiveAmount("Target amount").nullish(),
    valuation: positiveAmount("Pre-money valuation"),
    roundDate: dateSchema("Round date"),
    closingDate: optionalDateSchema("Closing date"),
    description: optionalText(TEXT_LIMITS.note, "Description"),
    terms: optionalText(TEXT_LIMITS.note, "Terms"),
  })
  .refine((r) => !r.closingDate || r.closingDate >= r.roundDate, {
    path: ["closingDate"],
    message: "The closing date is on or after the round date",
  });
export type RoundInput = z.output<typeof roundInput>;

export const participationInput = z.object({
  roundId: idSchema("Round"),
  investorId: idSchema("Investor"),
  investmentAmount: positiveAmount("Investment amount"),
  investmentDate: dateSchema("Investment date"),
  certificateNumber: optionalText(50, "Certificate number"),
});
export type ParticipationInput = z.output<typeof participationInput>;

/**
 * Why a participation's investment date is refused, or null: it falls from the round's own date to
 * its closing date (when the round has one), both included. A round recorded without a date (before
 * dates were required) has no start.
 */
export function participationDateError(
  investmentDate: string,
  round: { roundDate: string | null; closingDate: string | null },
): string | null {
  const { roundDate, closingDate } = round;
  const afterStart = roundDate === null || investmentDate >= roundDate;
  const beforeEnd = closingDate === null || investmentDate <= closingDate;
  if (afterStart && beforeEnd) return null;
  if (roundDate !== null && closingDate !== null) {
    return `Investment date must be from ${formatDisplayDate(roundDate)} to ${formatDisplayDate(closingDate)}, the round's date and its closing date`;
  }
  return roundDate !== null
    ? `Investment date must be on or after ${formatDisplayDate(roundDate)}, the round's date`
    : `Investment date must be on or before ${formatDisplayDate(closingDate ?? "")}, the round's closing date`;
}

export const scenarioInput = z.object({
  scenarioName: requiredText("Scenario name", TEXT_LIMITS.name),
  description: optionalText(TEXT_LIMITS.note, "Description"),
  exitValue: amountSchema,
  exitType: z
    .enum(EXIT_TYPES, { message: `Exit type is one of ${EXIT_TYPES.join(", ")}` })
    .default("acquisition"),
  scenarioDate: dateSchema("Scenario date"),
});
export type ScenarioInput = z.output<typeof scenarioInput>;

export const investorReturnsInput = z.object({ scenarioId: idSchema("Scenario").nullish() });
