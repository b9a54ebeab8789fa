import { createApiTokenInput } from "@atithi/domain";
import { z } from "zod";
import { booleanQuery, idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { apiTokensRouter } from "./api-tokens.router";

const route = restRoutes("API tokens", apiTokensRouter, createCallerFactory(apiTokensRouter));

/** Issue 28 §4: each user's own tokens; the administrator sees and revokes all. */
export const apiTokensRest = [
  route({
    procedure: "list",
    method: "GET",
    path: "/api/api-tokens",
    summary: "Your API tokens, newest first; an administrator may ask for everyone's",
    query: z.object({ everyone: booleanQuery("Every user's tokens (administrators only)") }),
    call: (c, { query }) => c.list({ everyone: query.everyone ?? false }),
  }),
  route({
    procedure: "create",
    method: "POST",
    path: "/api/api-tokens",
    status: 201,
    summary: "Create an API token for yourself; the token is in this answer only",
    body: createApiTokenInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    procedure: "revoke",
    method: "POST",
    path: "/api/api-tokens/:id/revoke",
    summary: "Revoke a token (your own; an administrator any)",
    params: idParams,
    call: (c, { params }) => c.revoke({ id: params.id }),
  }),
];
