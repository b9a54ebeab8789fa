import {
  fromPaise,
  groupBookingInput,
  groupOwed,
  groupRefundDue,
  idInput,
  pendingAmount,
  toPaise,
  updateGroupBookingInput,
} from "@atithi/domain";
import { notFound } from "../../../platform/errors";
import { idempotentProcedure } from "../../../platform/idempotency/idempotent-procedure";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { groupsRepository } from "./groups.repository";
import {
  cancelGroup,
  checkInGroup,
  checkOutGroup,
  createGroup,
  decideGroupDiscount,
  generateGroupInvoice,
  quoteGroup,
  updateGroup,
} from "./groups.service";

export const groupsRouter = router({
  /** The groups, each with what it has to give back (its cards say so in place of "paid"). */
  list: authorizedProcedure("groups.read").query(async ({ ctx }) => {
    const groups = groupsRepository(ctx.db);
    const list = await groups.list();
    const members = list.length > 0 ? await groups.membersOfGroups(list.map((g) => g.id)) : [];
    return list.map((group) => ({
      ...group,
      refundDue: fromPaise(
        groupRefundDue(
          members
            .filter((m) => m.groupBookingId === group.id)
            .map((m) => ({ amountDue: toPaise(m.amountDue), paid: toPaise(m.paidAmount) })),
        ),
      ),
    }));
  }),

  byId: authorizedProcedure("groups.read")
    .input(idInput)
    .query(async ({ ctx, input }) => {
      const groups = groupsRepository(ctx.db);
      const group = await groups.findById(input.id);
      if (!group) throw notFound("Group booking");
      // What each room still owes, and the group in all: what a group payment may take.
      const members = (await groups.members(input.id)).map((m) => ({
        ...m,
        owed: pendingAmount(toPaise(m.amountDue), toPaise(m.paidAmount)),
      }));
      return {
        ...group,
        owed: fromPaise(groupOwed(members)),
        members: members.map((m) => ({ ...m, owed: fromPaise(m.owed) })),
        invoice: (await groups.openInvoice(input.id)) ?? null,
      };
    }),

  create: idempotentProcedure("groups.write")
    .input(groupBookingInput)
    .mutation(({ ctx, input }) => createGroup(actor(ctx), input)),

  /** What `create` would bill for this input, each room and the group; nothing is written. */
  quote: authorizedProcedure("groups.write")
    .input(groupBookingInput)
    .mutation(({ ctx, input }) => quoteGroup(actor(ctx), input)),

  update: idempotentProcedure("groups.write")
    .input(updateGroupBookingInput)
    .mutation(({ ctx, input: { id, ...group } }) => updateGroup(actor(ctx), id, group)),

  approveDiscount: authorizedProcedure("discounts.approve")
    .input(idInput)
    .mutation(({ ctx, input }) => decideGroupDiscount(actor(ctx), input.id, "approve")),

  rejectDiscount: authorizedProcedure("discounts.approve")
    .input(idInput)
    .mutation(({ ctx, input }) => decideGroupDiscount(actor(ctx), input.id, "reject")),

  /** Groups whose discount waits for a manager: the dashboard's list for those who decide. */
  pendingApprovals: authorizedProcedure("discounts.approve").query(({ ctx }) =>
    groupsRepository(ctx.db).pendingApprovals(),
  ),

  checkIn: authorizedProcedure("groups.write")
    .input(idInput)
    .mutation(({ ctx, input }) => checkInGroup(actor(ctx), input.id)),

  checkOut: authorizedProcedure("groups.write")
    .input(idInput)
    .mutation(({ ctx, input }) => checkOutGroup(actor(ctx), input.id)),

  cancel: authorizedProcedure("groups.write")
    .input(idInput)
    .mutation(({ ctx, input }) => cancelGroup(actor(ctx), input.id)),

  generateInvoice: idempotentProcedure("groups.write")
    .input(idInput)
    .mutation(({ ctx, input }) => generateGroupInvoice(actor(ctx), input.id)),
});
