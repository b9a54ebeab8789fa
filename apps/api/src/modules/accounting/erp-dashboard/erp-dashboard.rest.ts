import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { erpDashboardRouter } from "./erp-dashboard.router";

const route = restRoutes("ERP dashboard", erpDashboardRouter, createCallerFactory(erpDashboardRouter));

export const erpDashboardRest = [
  route({
    method: "GET",
    procedure: "stats",
    path: "/api/erp/dashboard/stats",
    summary: "The ERP dashboard's figures for the financial year to date",
    call: (c) => c.stats(),
  }),
  route({
    method: "GET",
    procedure: "stock",
    path: "/api/erp/stock",
    summary: "Stock per item and warehouse (at most 500 rows)",
    call: (c) => c.stock(),
  }),
];
