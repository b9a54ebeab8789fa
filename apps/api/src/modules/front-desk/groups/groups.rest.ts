import { groupBookingInput } from "@atithi/domain";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { groupsRouter } from "./groups.router";

const route = restRoutes("Group bookings", createCallerFactory(groupsRouter));

export const groupsRest = [
  route({ method: "GET", path: "/api/group-bookings", summary: "Group bookings", call: (c) => c.list() }),
  route({
    method: "POST",
    path: "/api/group-bookings",
    summary: "Create a group and a booking per room, in one transaction",
    status: 201,
    body: groupBookingInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "POST",
    path: "/api/group-bookings/:id/check-in",
    summary: "Check in every room of the group",
    params: idParams,
    call: (c, { params }) => c.checkIn({ id: params.id }),
  }),
  route({
    method: "POST",
    path: "/api/group-bookings/:id/check-out",
    summary: "Check out every room of the group",
    params: idParams,
    call: (c, { params }) => c.checkOut({ id: params.id }),
  }),
  route({
    method: "POST",
    path: "/api/group-bookings/:id/generate-invoice",
    summary: "The group's invoice",
    params: idParams,
    call: (c, { params }) => c.generateInvoice({ id: params.id }),
  }),
];
