import { assetTagInput, assetTagListInput, updateAssetTagInput } from "@atithi/domain";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { assetTagsRouter } from "./asset-tags.router";

const route = restRoutes("Asset tags", assetTagsRouter, createCallerFactory(assetTagsRouter));

/** Part 2 §7 for asset tags; each path calls its procedure and nothing else. */
export const assetTagsRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/asset-tags",
    summary: "Asset tags, filtered by status and category",
    query: assetTagListInput.unwrap(),
    call: (c, { query }) => c.list(query),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/asset-tags",
    summary: "Add an asset (pending approval)",
    status: 201,
    body: assetTagInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/asset-tags/:id",
    summary: "Replace an asset's fields",
    params: idParams,
    body: updateAssetTagInput.omit({ id: true }),
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
  route({
    method: "DELETE",
    procedure: "delete",
    path: "/api/asset-tags/:id",
    summary: "Delete an asset",
    params: idParams,
    call: (c, { params }) => c.delete({ id: params.id }),
  }),
  // The original's body field userEmail is not read: the approver is the signed-in administrator.
  route({
    method: "POST",
    procedure: "approve",
    path: "/api/asset-tags/:id/approve",
    summary: "Approve a pending asset (administrators)",
    params: idParams,
    call: (c, { params }) => c.approve({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "reject",
    path: "/api/asset-tags/:id/reject",
    summary: "Reject a pending asset (administrators)",
    params: idParams,
    call: (c, { params }) => c.reject({ id: params.id }),
  }),
];
