import { dateSchema, roomStatusInput } from "@atithi/domain";
import { z } from "zod";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { roomsRouter } from "./rooms.router";

const route = restRoutes("Rooms", roomsRouter, createCallerFactory(roomsRouter));

export const roomsRest = [
  route({
    procedure: "list",
    method: "GET",
    path: "/api/rooms",
    summary: "The active rooms",
    call: (c) => c.list(),
  }),
  route({
    method: "GET",
    procedure: "available",
    path: "/api/rooms/available",
    summary: "Rooms free for a whole stay",
    query: z.object({
      checkIn: dateSchema("Check-in date"),
      checkOut: dateSchema("Check-out date"),
      exceptBookingId: z.string().optional().describe("A booking whose own room counts as free (editing it)"),
      exceptGroupBookingId: z
        .string()
        .optional()
        .describe("A group booking whose own rooms count as free (editing it)"),
    }),
    call: (c, { query }) =>
      c.available({
        checkInDate: query.checkIn,
        checkOutDate: query.checkOut,
        exceptBookingId: query.exceptBookingId,
        exceptGroupBookingId: query.exceptGroupBookingId,
      }),
  }),
  route({
    method: "PATCH",
    procedure: "setStatus",
    path: "/api/rooms/:id/status",
    summary: "Set a room's status",
    params: idParams,
    body: roomStatusInput.pick({ status: true }),
    call: (c, { params, body }) => c.setStatus({ id: params.id, status: body.status }),
  }),
];
