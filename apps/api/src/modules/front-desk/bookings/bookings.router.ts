import {
  bookingInput,
  bookingListInput,
  bookingStatusInput,
  idInput,
  todayIn,
  updateBookingInput,
} from "@atithi/domain";
import { notFound } from "../../../platform/errors";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { bookingsRepository } from "./bookings.repository";
import {
  changeBookingStatus,
  checkoutSummary,
  createBooking,
  deleteBooking,
  updateBooking,
} from "./bookings.service";

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

  create: authorizedProcedure("bookings.write")
    .input(bookingInput)
    .mutation(({ ctx, input }) => createBooking(actor(ctx), input)),

  update: authorizedProcedure("bookings.write")
    .input(updateBookingInput)
    .mutation(({ ctx, input }) => updateBooking(actor(ctx), input.id, input.booking)),

  delete: authorizedProcedure("bookings.write")
    .input(idInput)
    .mutation(({ ctx, input }) => deleteBooking(actor(ctx), input.id)),

  setStatus: authorizedProcedure("bookings.write")
    .input(bookingStatusInput)
    .mutation(({ ctx, input }) => changeBookingStatus(actor(ctx), input.id, input.status)),

  checkoutSummary: authorizedProcedure("bookings.read")
    .input(idInput)
    .query(({ ctx, input }) => checkoutSummary(ctx.db, input.id)),
});
