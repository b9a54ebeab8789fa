import {
  groupPaymentInput,
  isNegativeNumber,
  mustBePositive,
  recordPaymentInput,
  refundInput,
  toPaise,
  voidPaymentInput,
} from "@atithi/domain";
import { badRequest } from "../../../platform/errors";
import { idempotentProcedure } from "../../../platform/idempotency/idempotent-procedure";
import { actor } from "../../../platform/trpc/actor";
import { router } from "../../../platform/trpc/init";
import { recordGroupPayment } from "./group-payments.service";
import { recordPayment, recordRefund, voidPayment } from "./payments.service";

function amountInPaise(amount: string | number, label: string): number {
  if (isNegativeNumber(amount)) throw badRequest(mustBePositive(label));
  try {
    return toPaise(amount);
  } catch {
    throw badRequest(`${label} must be a number with at most two decimals`);
  }
}

export const paymentsRouter = router({
  record: idempotentProcedure("payments.record")
    .input(recordPaymentInput)
    .mutation(({ ctx, input }) =>
      recordPayment(actor(ctx), { ...input, amount: amountInPaise(input.amount, "Payment amount") }),
    ),

  /** One payment for a group, spread over its rooms: taken by whoever takes a stay's payment. */
  group: idempotentProcedure("payments.record")
    .input(groupPaymentInput)
    .mutation(({ ctx, input }) =>
      recordGroupPayment(actor(ctx), {
        groupBookingId: input.id,
        amount: amountInPaise(input.amount, "Payment amount"),
        paymentMethod: input.paymentMethod,
        notes: input.notes,
        allocation: input.allocation?.map((part) => ({
          bookingId: part.bookingId,
          amount: amountInPaise(part.amount, "Allocated amount"),
        })),
      }),
    ),

  refund: idempotentProcedure("payments.refund")
    .input(refundInput)
    .mutation(({ ctx, input }) =>
      recordRefund(actor(ctx), { ...input, amount: amountInPaise(input.amount, "Refund amount") }),
    ),

  void: idempotentProcedure("payments.void")
    .input(voidPaymentInput)
    .mutation(({ ctx, input }) => voidPayment(actor(ctx), input)),
});
