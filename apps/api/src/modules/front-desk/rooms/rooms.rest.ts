import { dateSchema, roomStatusInput, roomWithTypeInput, updateRoomWithTypeInput } from "@atithi/domain";
import { z } from "zod";
import { booleanQuery, idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { roomsRouter } from "./rooms.router";

const route = restRoutes("Rooms", roomsRouter, createCallerFactory(roomsRouter));

export const roomsRest = [
  route({
    procedure: "list",
    method: "GET",
    path: "/api/rooms",
    summary: "The active rooms, each with its room type, floor, own capacity and the capacity it takes",
    query: z.object({ includeRetired: booleanQuery("true lists the retired rooms too (to reinstate one)") }),
    call: (c, { query }) => c.list({ includeRetired: query.includeRetired ?? false }),
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
    method: "GET",
    procedure: "availableByType",
    path: "/api/rooms/available/by-type",
    summary:
      "Each room type's rooms: how many are in use, free for the whole stay, and free each night of it",
    query: z.object({ checkIn: dateSchema("Check-in date"), checkOut: dateSchema("Check-out date") }),
    call: (c, { query }) => c.availableByType({ checkInDate: query.checkIn, checkOutDate: query.checkOut }),
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
  route({
    method: "POST",
    procedure: "create",
    path: "/api/rooms",
    summary: "Add a room of a room type; capacity left out or null takes the type's maximum occupancy",
    status: 201,
    body: roomWithTypeInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/rooms/:id",
    summary:
      "Change a room's number, type, floor or own capacity (a field left out keeps its value; capacity null takes the type's); never below a stay to come (409)",
    params: idParams,
    body: updateRoomWithTypeInput.omit({ id: true }),
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "retire",
    path: "/api/rooms/:id/retire",
    summary: "Retire a room: it leaves every list; refused (409) while a stay is still to come in it",
    params: idParams,
    call: (c, { params }) => c.retire({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "reinstate",
    path: "/api/rooms/:id/reinstate",
    summary:
      "Put a retired room back in use; refused (409) for a room in use, or one whose number an active room has taken",
    params: idParams,
    call: (c, { params }) => c.reinstate({ id: params.id }),
  }),
];
