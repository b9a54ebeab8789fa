import { incomeReportInput, reportRangeInput } from "@atithi/domain";
import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { reportsRouter } from "./reports.router";

const route = restRoutes("Reports", reportsRouter, createCallerFactory(reportsRouter));

export const reportsRest = [
  route({
    method: "GET",
    procedure: "income",
    path: "/api/reports/income",
    summary: "Income received and expenses per period (cash basis)",
    query: incomeReportInput,
    call: (c, { query }) => c.income(query),
  }),
  route({
    method: "GET",
    procedure: "expenses",
    path: "/api/reports/expenses",
    summary: "Expenses by category",
    query: reportRangeInput,
    call: (c, { query }) => c.expenses(query),
  }),
  route({
    method: "GET",
    procedure: "gst",
    path: "/api/reports/gst",
    summary: "GST on the room nights of the range",
    query: reportRangeInput,
    call: (c, { query }) => c.gst(query),
  }),
];
