import { calendarRangeInput } from "@atithi/domain";
import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { calendarRouter } from "./calendar.router";

const route = restRoutes("Calendar", calendarRouter, createCallerFactory(calendarRouter));

export const calendarRest = [
  route({
    method: "GET",
    procedure: "availability",
    path: "/api/calendar/availability",
    summary: "Availability and revenue per day (at most 93 days)",
    query: calendarRangeInput,
    call: (c, { query }) => c.availability(query),
  }),
];
