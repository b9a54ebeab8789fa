import { groupPaymentInput, recordPaymentInput, refundInput, voidPaymentInput } from "@atithi/domain";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { paymentsRouter } from "./payments.router";

const route = restRoutes("Payments", paymentsRouter, createCallerFactory(paymentsRouter));

export const paymentsRest = [
  route({
    method: "POST",
    procedure: "record",
    path: "/api/payments",
    summary: "Record a payment on a booking",
    status: 201,
    body: recordPaymentInput,
    call: (c, { body }) => c.record(body),
  }),
  route({
    method: "POST",
    procedure: "group",
    path: "/api/group-bookings/:id/payments",
    summary:
      "Take one payment for a group: each room's stay takes what it owes, oldest first, unless allocated; never above what the group owes",
    status: 201,
    params: idParams,
    body: groupPaymentInput.omit({ id: true }),
    call: (c, { params, body }) => c.group({ ...body, id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "refund",
    path: "/api/bookings/:id/refunds",
    summary: "Give money back: at most what was paid beyond everything still billed",
    status: 201,
    params: idParams,
    body: refundInput.omit({ bookingId: true }),
    call: (c, { params, body }) => c.refund({ ...body, bookingId: params.id }),
  }),
  route({
    method: "POST",
    procedure: "void",
    path: "/api/payments/:id/void",
    summary: "Void a payment entered by mistake, on its business day (managers and administrators)",
    params: idParams,
    body: voidPaymentInput.omit({ id: true }),
    call: (c, { params, body }) => c.void({ ...body, id: params.id }),
  }),
];
