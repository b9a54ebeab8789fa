import { accountChanges, accountInput } from "@atithi/domain";
import { z } from "zod";
import { booleanQuery, idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { chartOfAccountsRouter } from "./accounts.router";

const route = restRoutes(
  "Chart of accounts",
  chartOfAccountsRouter,
  createCallerFactory(chartOfAccountsRouter),
);

export const chartOfAccountsRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/erp/chart-of-accounts",
    summary: "The chart of accounts, by code; postable=true lists only what a voucher line may be posted to",
    query: z.object({
      postable: booleanQuery("true lists active accounts that are not group headings only"),
    }),
    call: (c, { query }) => c.list(query),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/erp/chart-of-accounts",
    summary: "Add an account",
    status: 201,
    body: accountInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/erp/chart-of-accounts/:id",
    summary: "Change an account (its type only while it has no postings); a field left out keeps its value",
    params: idParams,
    body: accountChanges,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
  route({
    method: "DELETE",
    procedure: "delete",
    path: "/api/erp/chart-of-accounts/:id",
    summary: "Remove an account that has no postings, no accounts under it and no system role",
    params: idParams,
    call: (c, { params }) => c.delete({ id: params.id }),
  }),
];
