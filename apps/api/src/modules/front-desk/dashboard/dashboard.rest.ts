import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { dashboardRouter } from "./dashboard.router";

const route = restRoutes("Dashboard", dashboardRouter, createCallerFactory(dashboardRouter));

export const dashboardRest = [
  route({
    procedure: "stats",
    method: "GET",
    path: "/api/dashboard/stats",
    summary: "Today's figures",
    call: (c) => c.stats(),
  }),
];
