import { periodLockUpdateInput, yearEndCloseInput } from "@atithi/domain";
import { z } from "zod";
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
  route({
    method: "POST",
    procedure: "reopenYear",
    path: "/api/erp/year-end-close/:financialYear/reopen",
    summary:
      "Reopen a closed year (administrators): its closing voucher is reversed on the year's last day; refused while a later year is closed or the period lock covers the year",
    params: z.object({ financialYear: z.string().describe("e.g. 2025-26") }),
    call: (c, { params }) => c.reopenYear({ financialYear: params.financialYear }),
  }),
];
