import {
  allocateGroupPayment,
  fromPaise,
  type GroupPaymentMember,
  groupOwed,
  type PaymentMethod,
  type PaymentPart,
  pendingAmount,
  toPaise,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { frontDeskTransaction } from "../../../platform/db/front-desk-transaction";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { type PaymentDto, refreshStaysMoney } from "../stays";
import { groupPaymentsRepository } from "./group-payments.repository";
import { insertPostedPayment } from "./payments.service";

export interface GroupPaymentDto {
  groupBookingId: string;
  amount: string;
  paymentMethod: PaymentMethod;
  /** A payment per member stay that took a share, oldest stay first. */
  payments: PaymentDto[];
}

/**
 * POST /api/group-bookings/{id}/payments: one payment for a group, written as a payment of each
 * member stay that takes a share (domain allocateGroupPayment), so each stay's folio, refunds and
 * voids work on its part as on any payment of its own. One transaction under the group's row lock
 * and its stays' (two payments together above what the group owes: the second is refused), each
 * part with its receipt voucher, the stays' and the group's money recomputed, each audited.
 */
export async function recordGroupPayment(
  { db, userId, timeZone }: Actor,
  input: {
    groupBookingId: string;
    /** Paise. */
    amount: number;
    paymentMethod: PaymentMethod;
    notes: string | null;
    /** Paise each; none: what each stay owes, oldest first. */
    allocation?: PaymentPart[] | undefined;
  },
): Promise<GroupPaymentDto> {
  return frontDeskTransaction(db, async (trx) => {
    const repo = groupPaymentsRepository(trx);
    const group = await repo.lockGroup(input.groupBookingId);
    if (!group) throw notFound("Group booking");
    const members = await repo.lockMembers(group.id);
    const owing: GroupPaymentMember[] = members.map((m) => ({
      bookingId: m.id,
      roomNumber: m.roomNumber,
      checkInDate: m.checkInDate,
      createdAt: m.createdAt.toISOString(),
      cancelled: m.status === "cancelled",
      owed: pendingAmount(toPaise(m.amountDue), toPaise(m.paidAmount)),
    }));
    if (groupOwed(owing) === 0) throw conflict("Nothing is pending on this group");
    const plan = allocateGroupPayment(input.amount, owing, input.allocation);
    if ("error" in plan) throw badRequest(plan.error);

    const notes = input.notes ? `Group ${group.groupName}: ${input.notes}` : `Group ${group.groupName}`;
    const payments: PaymentDto[] = [];
    for (const part of plan.parts) {
      payments.push(
        await insertPostedPayment(
          trx,
          {
            bookingId: part.bookingId,
            kind: "payment",
            amount: part.amount,
            paymentMethod: input.paymentMethod,
            notes,
            createdBy: userId,
          },
          timeZone,
        ),
      );
    }
    const paid = plan.parts.map((part) => {
      const stay = members.find((m) => m.id === part.bookingId);
      if (!stay) throw new Error("member missing");
      return stay;
    });
    const folios = await refreshStaysMoney(trx, paid);
    for (const [i, stay] of paid.entries()) {
      await writeAudit(trx, {
        userId,
        entityType: "booking",
        entityId: stay.id,
        action: "payment",
        before: { paidAmount: stay.paidAmount },
        after: {
          paidAmount: fromPaise(folios[i]?.totalPaid ?? 0),
          payment: payments[i],
          groupBookingId: group.id,
        },
      });
    }
    const answer = {
      groupBookingId: group.id,
      amount: fromPaise(input.amount),
      paymentMethod: input.paymentMethod,
      payments,
    };
    await writeAudit(trx, {
      userId,
      entityType: "group_booking",
      entityId: group.id,
      action: "payment",
      after: answer,
    });
    return answer;
  });
}
