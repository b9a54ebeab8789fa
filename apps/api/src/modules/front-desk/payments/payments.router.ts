import { isNegativeNumber, mustBePositive, recordPaymentInput, refundInput, toPaise } from "@atithi/domain";
import { badRequest } from "../../../platform/errors";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { recordPayment, recordRefund } from "./payments.service";

function amountInPaise(amount: string | number, label: string): number {
  if (isNegativeNumber(amount)) throw badRequest(mustBePositive(label));
  try {
    return toPaise(amount);
  } catch {
    throw badRequest(`${label} must be a number with at most two decimals`);
  }
}

export const paymentsRouter = router({
  record: authorizedProcedure("payments.record")
    .input(recordPaymentInput)
    .mutation(({ ctx, input }) =>
      recordPayment(actor(ctx), { ...input, amount: amountInPaise(input.amount, "Payment amount") }),
    ),

  refund: authorizedProcedure("payments.refund")
    .input(refundInput)
    .mutation(({ ctx, input }) =>
      recordRefund(actor(ctx), { ...input, amount: amountInPaise(input.amount, "Refund amount") }),
    ),
});
