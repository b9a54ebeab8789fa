import { asOfInput, profitLossInput } from "@atithi/domain";
import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { financialReportsRouter } from "./financial-reports.router";

const route = restRoutes(
  "Financial reports",
  financialReportsRouter,
  createCallerFactory(financialReportsRouter),
);

export const financialReportsRest = [
  route({
    method: "GET",
    procedure: "trialBalance",
    path: "/api/erp/reports/trial-balance",
    summary: "Trial balance: every account's balance on the day, on its side",
    query: asOfInput,
    call: (c, { query }) => c.trialBalance(query),
  }),
  route({
    method: "GET",
    procedure: "profitLoss",
    path: "/api/erp/reports/profit-loss",
    summary: "Profit and loss for a range of days, both included",
    query: profitLossInput,
    call: (c, { query }) => c.profitLoss(query),
  }),
  route({
    method: "GET",
    procedure: "balanceSheet",
    path: "/api/erp/reports/balance-sheet",
    summary: "Balance sheet on the day, with the profit not yet closed in equity",
    query: asOfInput,
    call: (c, { query }) => c.balanceSheet(query),
  }),
];
