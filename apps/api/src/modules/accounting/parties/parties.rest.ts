import { PARTY_TYPES, partyChanges, partyInput, partyListInput } from "@atithi/domain";
import { z } from "zod";
import { booleanQuery, idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { PARTY_LIST_LIMIT } from "./parties.repository";
import { partiesRouter } from "./parties.router";

const route = restRoutes("Parties", partiesRouter, createCallerFactory(partiesRouter));

export const partiesRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/erp/parties",
    summary: `Customers and suppliers by name (at most ${PARTY_LIST_LIMIT}), optionally matching a name, code or GSTIN`,
    query: z.object({
      search: partyListInput.unwrap().shape.search,
      partyType: z
        .enum(PARTY_TYPES)
        .optional()
        .describe("customer or supplier also lists parties that are both"),
      activeOnly: booleanQuery("true lists active parties only"),
    }),
    call: (c, { query }) => c.list(query),
  }),
  route({
    method: "GET",
    procedure: "byId",
    path: "/api/erp/parties/:id",
    summary: "One party",
    params: idParams,
    call: (c, { params }) => c.byId({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/erp/parties",
    summary: "Add a customer or supplier",
    status: 201,
    body: partyInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/erp/parties/:id",
    summary:
      "Change a party's details: every field is replaced, but a type or active flag left out keeps its value",
    params: idParams,
    body: partyChanges,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
];
