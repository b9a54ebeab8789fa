import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { notificationsRouter } from "./notifications.router";

const route = restRoutes("Notifications", notificationsRouter, createCallerFactory(notificationsRouter));

export const notificationsRest = [
  route({
    procedure: "list",
    method: "GET",
    path: "/api/notifications",
    summary:
      "What needs attention now, for the signed-in user's role: discounts awaiting approval, departures not checked out, arrivals not checked in, low stock",
    call: (c) => c.list(),
  }),
];
