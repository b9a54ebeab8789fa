import { recordPaymentInput, toPaise } from "@atithi/domain";
import { actor } from "../services/actor";
import { recordPayment } from "../services/bookings.service";
import { badRequest } from "../trpc/errors";
import { authorizedProcedure, router } from "../trpc/init";

function amountInPaise(amount: string | number): number {
  try {
    return toPaise(amount);
  } catch {
    throw badRequest("Payment amount must be a number with at most two decimals");
  }
}

export const paymentsRouter = router({
  record: authorizedProcedure("payments.record")
    .input(recordPaymentInput)
    .mutation(({ ctx, input }) =>
      recordPayment(actor(ctx), { ...input, amount: amountInPaise(input.amount) }),
    ),
});
