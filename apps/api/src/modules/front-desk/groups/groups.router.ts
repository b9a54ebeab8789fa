import { groupBookingInput, idInput, updateGroupBookingInput } from "@atithi/domain";
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
  groupById,
  listGroups,
  quoteGroup,
  updateGroup,
} from "./groups.service";

export const groupsRouter = router({
  /** The groups, each with what it has to give back (its cards say so in place of "paid"). */
  list: authorizedProcedure("groups.read").query(({ ctx }) => listGroups(ctx.db)),

  byId: authorizedProcedure("groups.read")
    .input(idInput)
    .query(({ ctx, input }) => groupById(ctx.db, input.id)),

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
