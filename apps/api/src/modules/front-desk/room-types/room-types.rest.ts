import { roomTypeInput } from "@atithi/domain";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { roomTypesRouter } from "./room-types.router";

const route = restRoutes("Room types", roomTypesRouter, createCallerFactory(roomTypesRouter));

export const roomTypesRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/room-types",
    summary: "Every room type, by name",
    call: (c) => c.list(),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/room-types",
    summary: "Add a room type: its name, base and maximum occupancy, and description",
    status: 201,
    body: roomTypeInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/room-types/:id",
    summary:
      "Change a room type (every field again); its maximum occupancy cannot go below a stay to come in a room that takes it (409)",
    params: idParams,
    body: roomTypeInput,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
];
