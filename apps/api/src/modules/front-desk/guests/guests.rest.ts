import { guestInput } from "@atithi/domain";
import { z } from "zod";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { guestsRouter } from "./guests.router";

const route = restRoutes("Guests", createCallerFactory(guestsRouter));

export const guestsRest = [
  route({
    method: "GET",
    path: "/api/guests",
    summary: "Guests, newest first, optionally matching a name or phone",
    query: z.object({
      search: z.string().optional(),
      limit: z.coerce.number().optional().describe("At most 1000; 200 unless given"),
    }),
    call: (c, { query }) => c.list({ search: query.search, limit: query.limit ?? 200 }),
  }),
  route({
    method: "GET",
    path: "/api/guests/phone/:phone",
    summary: "The guest with a phone number",
    params: z.object({ phone: z.string() }),
    call: (c, { params }) => c.byPhone({ phone: params.phone }),
  }),
  route({
    method: "POST",
    path: "/api/guests",
    summary: "Add a guest",
    status: 201,
    body: guestInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    path: "/api/guests/:id",
    summary: "Change a guest's details",
    params: idParams,
    body: guestInput,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
];
