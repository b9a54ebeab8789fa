import { bookingInput, bookingListInput, bookingStatusInput } from "@atithi/domain";
import { z } from "zod";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { bookingsRouter } from "./bookings.router";

const route = restRoutes("Bookings", createCallerFactory(bookingsRouter));

const listQuery = bookingListInput.unwrap().extend({
  owing: z.stringbool().optional().describe("true: only stays with money still owed"),
  page: z.coerce.number().optional().describe("From 1; 1 unless given"),
  pageSize: z.coerce.number().optional().describe("1 to 200; 50 unless given"),
});

export const bookingsRest = [
  route({
    method: "GET",
    path: "/api/bookings/active",
    summary: "Stays confirmed or checked in",
    call: (c) => c.active(),
  }),
  route({
    method: "GET",
    path: "/api/bookings",
    summary: "One page of bookings, newest first; X-Has-More says whether another follows",
    query: listQuery,
    call: async (c, { query }, reply) => {
      const page = await c.list(query);
      reply.header("x-has-more", String(page.hasMore));
      return page.items;
    },
  }),
  route({
    method: "POST",
    path: "/api/bookings",
    summary: "Create a booking (and its guest and initial payment)",
    status: 201,
    body: bookingInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    path: "/api/bookings/:id",
    summary: "Change a booking; its price is computed again",
    params: idParams,
    body: bookingInput,
    call: (c, { params, body }) => c.update({ id: params.id, booking: body }),
  }),
  route({
    method: "DELETE",
    path: "/api/bookings/:id",
    summary: "Delete a booking with no payments that is not checked in",
    params: idParams,
    call: (c, { params }) => c.delete({ id: params.id }),
  }),
  route({
    method: "GET",
    path: "/api/bookings/:id/checkout-summary",
    summary: "What the stay costs, what was paid and what is pending",
    params: idParams,
    call: (c, { params }) => c.checkoutSummary({ id: params.id }),
  }),
  route({
    method: "PATCH",
    path: "/api/bookings/:id/status",
    summary: "Check in, check out or cancel",
    params: idParams,
    body: bookingStatusInput.pick({ status: true }),
    call: (c, { params, body }) => c.setStatus({ id: params.id, status: body.status }),
  }),
];
