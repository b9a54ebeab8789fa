import { calendarGridInput, calendarRangeInput } from "@atithi/domain";
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
  route({
    method: "GET",
    procedure: "grid",
    path: "/api/calendar/grid",
    summary:
      "Every room over a range (at most 93 days) by room type: each room's stays as runs of nights, each type's free rooms a night, and each day's figures",
    query: calendarGridInput,
    call: (c, { query }) => c.grid(query),
  }),
];
