import { ratePlanInput, ratePlanListInput } from "@atithi/domain";
import { z } from "zod";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { ratePlansRouter } from "./rate-plans.router";

const route = restRoutes("Rate plans", ratePlansRouter, createCallerFactory(ratePlansRouter));

export const ratePlansRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/rate-plans",
    summary: "Every rate plan with its prices, weekend prices and seasons, or one room type's",
    query: z.object({
      roomTypeId: ratePlanListInput.unwrap().shape.roomTypeId.describe("Only this room type's plans"),
    }),
    call: (c, { query }) => c.list(query),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/rate-plans",
    summary:
      "Add a rate plan to a room type (prices as decimal strings); a type's first plan is its default, a later one when isDefault is true",
    status: 201,
    body: ratePlanInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/rate-plans/:id",
    summary:
      "Change a rate plan (every field again, seasons replaced whole); isDefault true makes it its type's default, false on the default is 409",
    params: idParams,
    body: ratePlanInput,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "makeDefault",
    path: "/api/rate-plans/:id/make-default",
    summary:
      "Make a rate plan its room type's default (the type's previous default stops being it); nothing else of the plan changes",
    params: idParams,
    call: (c, { params }) => c.makeDefault({ id: params.id }),
  }),
];
