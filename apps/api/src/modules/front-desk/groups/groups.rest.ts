import { groupBookingInput } from "@atithi/domain";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { groupsRouter } from "./groups.router";

const route = restRoutes("Group bookings", groupsRouter, createCallerFactory(groupsRouter));

export const groupsRest = [
  route({
    procedure: "list",
    method: "GET",
    path: "/api/group-bookings",
    summary: "Group bookings",
    call: (c) => c.list(),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/group-bookings",
    summary: "Create a group and a booking per room, in one transaction",
    status: 201,
    body: groupBookingInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "POST",
    procedure: "quote",
    path: "/api/group-bookings/quote",
    summary:
      "What creating this group would bill, each room (its nights' prices, rates and GST slabs) and the group; nothing is written",
    body: groupBookingInput,
    call: (c, { body }) => c.quote(body),
  }),
  route({
    method: "GET",
    procedure: "byId",
    path: "/api/group-bookings/:id",
    summary: "A group booking with its member stays and its invoice, if issued",
    params: idParams,
    call: (c, { params }) => c.byId({ id: params.id }),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/group-bookings/:id",
    summary:
      "Change a confirmed group: its dates, rooms and guest names; every member is priced again and the totals follow",
    params: idParams,
    body: groupBookingInput,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "checkIn",
    path: "/api/group-bookings/:id/check-in",
    summary: "Check in every room of the group",
    params: idParams,
    call: (c, { params }) => c.checkIn({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "checkOut",
    path: "/api/group-bookings/:id/check-out",
    summary: "Check out every room of the group",
    params: idParams,
    call: (c, { params }) => c.checkOut({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "generateInvoice",
    path: "/api/group-bookings/:id/generate-invoice",
    summary: "The group's invoice",
    params: idParams,
    call: (c, { params }) => c.generateInvoice({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "approveDiscount",
    path: "/api/group-bookings/:id/approve-discount",
    summary: "Apply the group discount the front desk asked for; every room is priced with it",
    params: idParams,
    call: (c, { params }) => c.approveDiscount({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "rejectDiscount",
    path: "/api/group-bookings/:id/reject-discount",
    summary: "Refuse the group discount the front desk asked for; the rooms keep their prices without it",
    params: idParams,
    call: (c, { params }) => c.rejectDiscount({ id: params.id }),
  }),
  route({
    method: "GET",
    procedure: "pendingApprovals",
    path: "/api/group-bookings/pending-approvals",
    summary: "Groups whose discount waits for a manager's approval, oldest request first",
    call: (c) => c.pendingApprovals(),
  }),
  route({
    method: "POST",
    procedure: "cancel",
    path: "/api/group-bookings/:id/cancel",
    summary: "Cancel every room of a confirmed group and free the rooms",
    params: idParams,
    call: (c, { params }) => c.cancel({ id: params.id }),
  }),
];
