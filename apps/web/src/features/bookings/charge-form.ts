import {
  CHARGE_CATEGORIES,
  CHARGE_CATEGORY_DEFAULTS,
  type ChargeCategory,
  chargeInput,
  GST_RATES,
  type GstRate,
} from "@atithi/domain";
import type { z } from "zod";

/** The add-extra form as typed: the GST rate is the category's default unless one is chosen. */
export interface ChargeFormValues {
  category: ChargeCategory;
  description: string;
  /** Price of one unit, in rupees. */
  amount: number | string;
  quantity: number | string;
  gstRate: "default" | `${GstRate}`;
}

export const newChargeValues = (): ChargeFormValues => ({
  category: "food_beverage",
  description: CHARGE_CATEGORY_DEFAULTS.food_beverage.label,
  amount: "",
  quantity: 1,
  gstRate: "default",
});

export const CATEGORY_OPTIONS = CHARGE_CATEGORIES.map((category) => ({
  value: category,
  label: CHARGE_CATEGORY_DEFAULTS[category].label,
}));

/** The category's SAC and default GST rate, as the server will apply them: "SAC 996332 · GST 5% by default". */
export function categoryDefaultsText(category: ChargeCategory): string {
  const { sac, gstRate } = CHARGE_CATEGORY_DEFAULTS[category];
  return `SAC ${sac} · GST ${gstRate}% by default`;
}

/** "Default (5%)", then each rate a charge may carry. */
export function gstRateOptions(category: ChargeCategory) {
  return [
    { value: "default", label: `Default (${CHARGE_CATEGORY_DEFAULTS[category].gstRate}%)` },
    ...GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` })),
  ];
}

/** What POST …/charges takes; the server applies the category's SAC and computes the tax. */
export function chargePayload(values: ChargeFormValues): z.input<typeof chargeInput> {
  return {
    category: values.category,
    description: values.description,
    amount: values.amount === "" ? "" : String(values.amount),
    quantity: values.quantity === "" ? Number.NaN : Number(values.quantity),
    gstRate: values.gstRate === "default" ? undefined : (Number(values.gstRate) as GstRate),
  };
}

/** The domain's messages for the form's fields (the same schema the server checks), keyed by field. */
export function chargeFormErrors(values: ChargeFormValues): Record<string, string> {
  const result = chargeInput.safeParse(chargePayload(values));
  const errors: Record<string, string> = {};
  if (values.amount === "") errors.amount = "Amount is required";
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "description");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The description follows the category while it is blank or still the previous category's label,
 * so "Laundry" needs no typing; anything typed by hand is kept.
 */
export function descriptionForCategory(
  description: string,
  from: ChargeCategory,
  to: ChargeCategory,
): string {
  const trimmed = description.trim();
  return trimmed === "" || trimmed === CHARGE_CATEGORY_DEFAULTS[from].label
    ? CHARGE_CATEGORY_DEFAULTS[to].label
    : description;
}

/** An optional fee as typed (cancellation, no-show): blank or 0 is none, else the amount as text. */
export function feeAmount(fee: number | string): string | null {
  const text = String(fee).trim();
  return text === "" || Number(text) === 0 ? null : text;
}

/** Why a fee is refused: the same bounds as any extra on the folio (it becomes one), or null. */
export function feeError(fee: number | string): string | null {
  const amount = feeAmount(fee);
  if (amount === null) return null;
  const result = chargeInput.shape.amount.safeParse(amount);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid amount");
}
