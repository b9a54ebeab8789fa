import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { firstStepsRouter } from "./first-steps.router";

const route = restRoutes("First steps", firstStepsRouter, createCallerFactory(firstStepsRouter));

export const firstStepsRest = [
  route({
    procedure: "list",
    method: "GET",
    path: "/api/settings/first-steps",
    summary:
      "The administrator's first steps (tax settings, room types with rates and rooms, users), each done or not",
    call: (c) => c.list(),
  }),
];
