import {
  bookingInput,
  bookingListInput,
  bookingStatusInput,
  chargeInput,
  moveStayInput,
  noShowInput,
} from "@atithi/domain";
import { z } from "zod";
import { renderInvoicePdf } from "../../../platform/pdf/invoice";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { fileHeaders } from "../../../platform/storage/storage";
import { createCallerFactory } from "../../../platform/trpc/init";
import { bookingsRouter } from "./bookings.router";

const route = restRoutes("Bookings", bookingsRouter, createCallerFactory(bookingsRouter));

const listQuery = bookingListInput.unwrap().extend({
  owing: z
    .string()
    .max(10)
    .optional()
    .describe("true: only stays with money still owed")
    .transform((v) => (v === undefined ? undefined : v === "true")),
  page: z.coerce.number().optional().describe("From 1; 1 unless given"),
  pageSize: z.coerce.number().optional().describe("1 to 200; 50 unless given"),
});

export const bookingsRest = [
  route({
    method: "GET",
    procedure: "active",
    path: "/api/bookings/active",
    summary: "Stays confirmed or checked in",
    call: (c) => c.active(),
  }),
  route({
    method: "GET",
    procedure: "list",
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
    procedure: "create",
    path: "/api/bookings",
    summary: "Create a booking (and its guest and initial payment)",
    status: 201,
    body: bookingInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "POST",
    procedure: "quote",
    path: "/api/bookings/quote",
    summary:
      "What creating this booking would bill: each night's price, rate and GST slab, the discount, CGST, SGST and the total; nothing is written",
    body: bookingInput,
    call: (c, { body }) => c.quote(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/bookings/:id",
    summary: "Change a booking; its price is computed again",
    params: idParams,
    body: bookingInput,
    call: (c, { params, body }) => c.update({ id: params.id, booking: body }),
  }),
  route({
    method: "DELETE",
    procedure: "delete",
    path: "/api/bookings/:id",
    summary: "Delete a booking with no payments that is not checked in (managers; the front desk cancels)",
    params: idParams,
    call: (c, { params }) => c.delete({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "approveDiscount",
    path: "/api/bookings/:id/approve-discount",
    summary: "Apply the discount the front desk asked for; the stay is priced with it",
    params: idParams,
    call: (c, { params }) => c.approveDiscount({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "rejectDiscount",
    path: "/api/bookings/:id/reject-discount",
    summary: "Refuse the discount the front desk asked for; the stay keeps the price without it",
    params: idParams,
    call: (c, { params }) => c.rejectDiscount({ id: params.id }),
  }),
  route({
    method: "GET",
    procedure: "pendingApprovals",
    path: "/api/bookings/pending-approvals",
    summary: "Stays whose discount waits for a manager's approval, oldest request first",
    call: (c) => c.pendingApprovals(),
  }),
  route({
    method: "GET",
    procedure: "checkoutSummary",
    path: "/api/bookings/:id/checkout-summary",
    summary: "What the stay costs, what was paid and what is pending",
    params: idParams,
    call: (c, { params }) => c.checkoutSummary({ id: params.id }),
  }),
  route({
    method: "PATCH",
    procedure: "setStatus",
    path: "/api/bookings/:id/status",
    summary: "Check in, check out or cancel",
    params: idParams,
    body: bookingStatusInput.pick({ status: true }),
    call: (c, { params, body }) => c.setStatus({ id: params.id, status: body.status }),
  }),
  route({
    method: "GET",
    procedure: "folio",
    path: "/api/bookings/:id/folio",
    summary: "The stay's folio: room nights, extras, GST, payments and refunds, with the totals",
    params: idParams,
    call: (c, { params }) => c.folio({ id: params.id }),
  }),
  route({
    method: "GET",
    procedure: "departure",
    path: "/api/bookings/:id/departure",
    summary:
      "The folio if the guest checked out now: a stay leaving early priced for the nights used, nothing saved",
    params: idParams,
    call: (c, { params }) => c.departure({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "addCharge",
    path: "/api/bookings/:id/charges",
    summary: "Add an extra to the stay (its tax is computed by the server)",
    status: 201,
    params: idParams,
    body: chargeInput,
    call: (c, { params, body }) => c.addCharge({ ...body, bookingId: params.id }),
  }),
  route({
    method: "DELETE",
    procedure: "deleteCharge",
    path: "/api/bookings/:id/charges/:chargeId",
    summary: "Remove an extra, until the stay is invoiced",
    params: z.object({ id: z.string(), chargeId: z.string() }),
    call: (c, { params }) => c.deleteCharge({ bookingId: params.id, chargeId: params.chargeId }),
  }),
  route({
    method: "POST",
    procedure: "issueInvoice",
    path: "/api/bookings/:id/invoice",
    summary: "Issue the stay's tax invoice now (asking again answers the same invoice)",
    params: idParams,
    call: (c, { params }) => c.issueInvoice({ id: params.id }),
  }),
  route({
    method: "GET",
    procedure: "invoice",
    path: "/api/bookings/:id/invoice.pdf",
    summary: "The issued invoice as a PDF, printable on A4",
    params: idParams,
    produces: "application/pdf",
    call: async (c, { params }, reply) => {
      const invoice = await c.invoice({ id: params.id });
      reply.headers(
        fileHeaders({
          contentType: "application/pdf",
          disposition: "inline",
          fileName: `${invoice.invoiceNumber.replaceAll("/", "-")}.pdf`,
        }),
      );
      return renderInvoicePdf(invoice.document);
    },
  }),
  route({
    method: "POST",
    procedure: "noShow",
    path: "/api/bookings/:id/no-show",
    summary: "The guest never came: cancel with the reason no_show, free the room, charge an optional fee",
    params: idParams,
    body: noShowInput.omit({ id: true }).optional(),
    call: (c, { params, body }) => c.noShow({ ...body, id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "move",
    path: "/api/bookings/:id/move",
    summary:
      "Move a stay to another room: a confirmed stay whole, a checked-in stay for its remaining nights; a room of another type prices the nights there by its plan",
    params: idParams,
    body: moveStayInput.omit({ id: true }),
    call: (c, { params, body }) => c.move({ ...body, id: params.id }),
  }),
];
