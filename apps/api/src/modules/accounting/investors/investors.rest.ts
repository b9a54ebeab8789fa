import {
  INVESTOR_TYPES,
  investorChanges,
  investorInput,
  participationInput,
  roundInput,
  scenarioInput,
  shareClassInput,
  shareIssueInput,
  waterfallCalculateInput,
} from "@atithi/domain";
import { z } from "zod";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { fileHeaders } from "../../../platform/storage/storage";
import { createCallerFactory } from "../../../platform/trpc/init";
import { investorsRouter } from "./investors.router";

const route = restRoutes("Investors", investorsRouter, createCallerFactory(investorsRouter));

export const investorsRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/erp/investors",
    summary: "Investors by name (at most 500), optionally matching a name or code, of a type",
    query: z.object({
      search: z.string().max(100).optional().describe("Part of the name or code, any case"),
      investorType: z.enum(INVESTOR_TYPES).optional(),
    }),
    call: (c, { query }) => c.list({ search: query.search ?? null, investorType: query.investorType }),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/erp/investors",
    summary: "Add an investor (every field of the form stored; the PAN checked; a code used already is 409)",
    status: 201,
    body: investorInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/erp/investors/:id",
    summary: "Change an investor (their KYC status, contacts…): a field left out keeps its value",
    params: idParams,
    body: investorChanges,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
  route({
    method: "GET",
    procedure: "shareClasses",
    path: "/api/erp/share-classes",
    summary: "Share classes, the most senior first",
    call: (c) => c.shareClasses(),
  }),
  route({
    method: "POST",
    procedure: "createShareClass",
    path: "/api/erp/share-classes",
    summary:
      "Add a share class: seniority (higher is paid first), preference multiple, participation none/full/capped (cap multiple), conversion ratio, face value",
    status: 201,
    body: shareClassInput,
    call: (c, { body }) => c.createShareClass(body),
  }),
  route({
    method: "GET",
    procedure: "shareholdings",
    path: "/api/erp/shareholdings",
    summary:
      "The cap table by holder and class, fully diluted ownership to four decimals adding up to 100.0000",
    call: (c) => c.shareholdings(),
  }),
  route({
    method: "POST",
    procedure: "issueShares",
    path: "/api/erp/shareholdings",
    summary:
      "Issue shares outside a round; with a price per share the money is posted (bank against share capital and securities premium)",
    status: 201,
    body: shareIssueInput,
    call: (c, { body }) => c.issueShares(body),
  }),
  route({
    method: "GET",
    procedure: "rounds",
    path: "/api/erp/fundraising-rounds",
    summary: "Fundraising rounds, the latest first",
    call: (c) => c.rounds(),
  }),
  route({
    method: "GET",
    procedure: "round",
    path: "/api/erp/fundraising-rounds/:id",
    summary: "One round with its participations",
    params: idParams,
    call: (c, { params }) => c.round({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "createRound",
    path: "/api/erp/fundraising-rounds",
    summary: "Open a round of a share class at a pre-money valuation",
    status: 201,
    body: roundInput,
    call: (c, { body }) => c.createRound(body),
  }),
  route({
    method: "POST",
    procedure: "participate",
    path: "/api/erp/fundraising-rounds/:id/participations",
    summary: "An investor's participation in an open round; never past its target (409)",
    status: 201,
    params: idParams,
    body: participationInput.omit({ roundId: true }),
    call: (c, { params, body }) => c.participate({ ...body, roundId: params.id }),
  }),
  route({
    method: "POST",
    procedure: "closeRound",
    path: "/api/erp/fundraising-rounds/:id/close",
    summary:
      "Close a round: price = pre-money / fully diluted shares before it; whole shares issued, remainders stated, the money posted",
    params: idParams,
    call: (c, { params }) => c.closeRound({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "calculateWaterfall",
    path: "/api/erp/waterfall/calculate",
    summary: "The payouts of an exit among the classes given (nothing stored)",
    body: waterfallCalculateInput,
    call: (c, { body }) => c.calculateWaterfall(body),
  }),
  route({
    method: "GET",
    procedure: "waterfallClasses",
    path: "/api/erp/waterfall/classes",
    summary:
      "The cap table's share classes as the waterfall sees them (shares as converted, invested), in the shape waterfall/calculate takes",
    call: (c) => c.waterfallClasses(),
  }),
  route({
    method: "GET",
    procedure: "scenarios",
    path: "/api/erp/waterfall-scenarios",
    summary: "Exit scenarios, the latest first",
    call: (c) => c.scenarios(),
  }),
  route({
    method: "POST",
    procedure: "createScenario",
    path: "/api/erp/waterfall-scenarios",
    summary: "Compute an exit from the cap table and store the distributions per investor",
    status: 201,
    body: scenarioInput,
    call: (c, { body }) => c.createScenario(body),
  }),
  route({
    method: "GET",
    procedure: "scenario",
    path: "/api/erp/waterfall-scenarios/:id",
    summary: "A scenario with its distributions per investor (amount, multiple, IRR)",
    params: idParams,
    call: (c, { params }) => c.scenario({ id: params.id }),
  }),
  route({
    method: "GET",
    procedure: "returns",
    path: "/api/erp/reports/investor-returns",
    summary:
      "Per investor: invested, shares, ownership and for a scenario the distribution, multiple and IRR; format=csv",
    query: z.object({
      scenarioId: z.string().max(64).optional(),
      format: z.enum(["json", "csv"]).default("json"),
    }),
    produces: ["application/json", "text/csv"],
    call: async (c, { query }, reply) => {
      if (query.format === "json") return c.returns({ scenarioId: query.scenarioId });
      const { fileName, csv } = await c.returnsCsv({ scenarioId: query.scenarioId });
      reply.headers(
        fileHeaders({ contentType: "text/csv; charset=utf-8", disposition: "attachment", fileName }),
      );
      return csv;
    },
  }),
];
