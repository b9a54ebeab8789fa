import { guestInput, guestListInput, mergeGuestInput } from "@atithi/domain";
import { z } from "zod";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { guestsRouter } from "./guests.router";

const route = restRoutes("Guests", guestsRouter, createCallerFactory(guestsRouter));

export const guestsRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/guests",
    summary: "Guests, newest first, optionally matching a name or phone",
    query: z.object({
      search: guestListInput.unwrap().shape.search,
      limit: z.coerce.number().optional().describe("At most 1000; 200 unless given"),
    }),
    call: (c, { query }) => c.list({ search: query.search, limit: query.limit ?? 200 }),
  }),
  route({
    method: "GET",
    procedure: "byPhone",
    path: "/api/guests/phone/:phone",
    summary: "The guest with a phone number",
    params: z.object({ phone: z.string() }),
    call: (c, { params }) => c.byPhone({ phone: params.phone }),
  }),
  route({
    method: "GET",
    procedure: "byId",
    path: "/api/guests/:id",
    summary: "A guest",
    params: idParams,
    call: (c, { params }) => c.byId({ id: params.id }),
  }),
  route({
    method: "GET",
    procedure: "history",
    path: "/api/guests/:id/history",
    summary: "A guest's stays (dates, room, status) with each stay's money and the totals",
    params: idParams,
    call: (c, { params }) => c.history({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/guests",
    summary: "Add a guest",
    status: 201,
    body: guestInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/guests/:id",
    summary: "Change a guest's details",
    params: idParams,
    body: guestInput,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "merge",
    path: "/api/guests/:id/merge",
    summary:
      "Merge a duplicate of the guest (the same person entered twice) into the guest; the duplicate is removed",
    params: idParams,
    body: mergeGuestInput.pick({ duplicateId: true }),
    call: (c, { params, body }) => c.merge({ ...body, id: params.id }),
  }),
];
