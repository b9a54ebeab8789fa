import { periodLockUpdateInput, yearEndCloseInput } from "@atithi/domain";
import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { periodCloseRouter } from "./period-close.router";

const route = restRoutes("Period closing", periodCloseRouter, createCallerFactory(periodCloseRouter));

export const periodCloseRest = [
  route({
    method: "GET",
    procedure: "periodLock",
    path: "/api/erp/settings/period-lock",
    summary: "The date the books are closed through (null: open)",
    call: (c) => c.periodLock(),
  }),
  route({
    method: "PUT",
    procedure: "setPeriodLock",
    path: "/api/erp/settings/period-lock",
    summary: "Close the books through a date, or open them with null (administrators)",
    body: periodLockUpdateInput,
    call: (c, { body }) => c.setPeriodLock(body),
  }),
  route({
    method: "POST",
    procedure: "yearEndClose",
    path: "/api/erp/year-end-close",
    summary: "Post the year-end closing voucher: revenue and expenses into retained earnings",
    status: 201,
    body: yearEndCloseInput,
    call: (c, { body }) => c.yearEndClose(body),
  }),
];
