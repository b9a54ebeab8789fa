import {
  bookingInput,
  bookingListInput,
  bookingStatusInput,
  chargeInput,
  idInput,
  idSchema,
  moveStayInput,
  noShowInput,
  todayIn,
  updateBookingInput,
} from "@atithi/domain";
import { z } from "zod";
import { notFound } from "../../../platform/errors";
import { idempotentProcedure } from "../../../platform/idempotency/idempotent-procedure";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { bookingsRepository } from "./bookings.repository";
import {
  changeBookingStatus,
  checkoutSummary,
  createBooking,
  decideDiscountRequest,
  deleteBooking,
  departureFolio,
  markNoShow,
  quoteBooking,
  updateBooking,
} from "./bookings.service";
import { addCharge, deleteCharge, issuedStayInvoice, requestStayInvoice, stayFolio } from "./folio.service";
import { moveStay } from "./room-move.service";

export const bookingsRouter = router({
  list: authorizedProcedure("bookings.read")
    .input(bookingListInput)
    .query(({ ctx, input }) => {
      const { page, pageSize, ...filter } = input;
      return bookingsRepository(ctx.db).list(filter, page, pageSize);
    }),

  byId: authorizedProcedure("bookings.read")
    .input(idInput)
    .query(async ({ ctx, input }) => {
      const booking = await bookingsRepository(ctx.db).findById(input.id);
      if (!booking) throw notFound("Booking");
      return booking;
    }),

  /** Stays holding a room now, for the room cards. */
  active: authorizedProcedure("bookings.read").query(({ ctx }) =>
    bookingsRepository(ctx.db).active(todayIn(ctx.config.timeZone)),
  ),

  create: idempotentProcedure("bookings.write")
    .input(bookingInput)
    .mutation(({ ctx, input }) => createBooking(actor(ctx), input)),

  update: idempotentProcedure("bookings.write")
    .input(updateBookingInput)
    .mutation(({ ctx, input }) => updateBooking(actor(ctx), input.id, input.booking)),

  delete: authorizedProcedure("bookings.delete")
    .input(idInput)
    .mutation(({ ctx, input }) => deleteBooking(actor(ctx), input.id)),

  approveDiscount: authorizedProcedure("discounts.approve")
    .input(idInput)
    .mutation(({ ctx, input }) => decideDiscountRequest(actor(ctx), input.id, "approve")),

  rejectDiscount: authorizedProcedure("discounts.approve")
    .input(idInput)
    .mutation(({ ctx, input }) => decideDiscountRequest(actor(ctx), input.id, "reject")),

  /** Stays whose discount waits for a manager: the dashboard's list for those who decide. */
  pendingApprovals: authorizedProcedure("discounts.approve").query(({ ctx }) =>
    bookingsRepository(ctx.db).pendingApprovals(),
  ),

  setStatus: authorizedProcedure("bookings.write")
    .input(bookingStatusInput)
    .mutation(({ ctx, input }) => changeBookingStatus(actor(ctx), input.id, input.status)),

  checkoutSummary: authorizedProcedure("bookings.read")
    .input(idInput)
    .query(({ ctx, input }) => checkoutSummary(ctx.db, input.id)),

  folio: authorizedProcedure("bookings.read")
    .input(idInput)
    .query(({ ctx, input }) => stayFolio(ctx.db, input.id)),
  /** The folio if the guest checked out now (an early departure priced for the nights used): for those who check guests out. */
  departure: authorizedProcedure("bookings.write")
    .input(idInput)
    .query(({ ctx, input }) => departureFolio(actor(ctx), input.id)),

  addCharge: idempotentProcedure("bookings.write")
    .input(chargeInput.extend({ bookingId: idSchema("Booking") }))
    .mutation(({ ctx, input }) => {
      const { bookingId, ...charge } = input;
      return addCharge(actor(ctx), bookingId, charge);
    }),

  deleteCharge: authorizedProcedure("bookings.write")
    .input(z.object({ bookingId: idSchema("Booking"), chargeId: idSchema("Charge") }))
    .mutation(({ ctx, input }) => deleteCharge(actor(ctx), input.bookingId, input.chargeId)),

  /** The stay's invoice, issued now if it was not yet (the same one every time after). */
  issueInvoice: idempotentProcedure("bookings.write")
    .input(idInput)
    .mutation(({ ctx, input }) => requestStayInvoice(actor(ctx), input.id)),

  invoice: authorizedProcedure("bookings.read")
    .input(idInput)
    .query(({ ctx, input }) => issuedStayInvoice(ctx.db, input.id)),

  noShow: idempotentProcedure("bookings.write")
    .input(noShowInput)
    .mutation(({ ctx, input }) => markNoShow(actor(ctx), input.id, input.fee ?? null)),

  move: authorizedProcedure("bookings.write")
    .input(moveStayInput)
    .mutation(({ ctx, input }) => moveStay(actor(ctx), input.id, input.roomId, input.ratePlanId)),

  /** What `create` would bill for this input (nights, discount, GST, total); nothing is written. */
  quote: authorizedProcedure("bookings.write")
    .input(bookingInput)
    .mutation(({ ctx, input }) => quoteBooking(actor(ctx), input)),
});
