import type { PaymentMethod } from "@atithi/domain";
import type { RouterOutputs } from "../../api/trpc";

export type Expense = RouterOutputs["expenses"]["list"]["items"][number];

export const PAYMENT_METHOD_COLORS: Record<PaymentMethod, string> = {
  cash: "green",
  upi: "violet",
  card: "blue",
  bank_transfer: "cyan",
};

export function paymentMethodColor(method: string): string {
  return PAYMENT_METHOD_COLORS[method as PaymentMethod] ?? "gray";
}
