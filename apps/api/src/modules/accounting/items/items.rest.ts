import { ITEM_TYPES, itemChanges, itemInput, itemListInput } from "@atithi/domain";
import { z } from "zod";
import { booleanQuery, idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { ITEM_LIST_LIMIT } from "./items.repository";
import { itemsRouter } from "./items.router";

const route = restRoutes("Items", itemsRouter, createCallerFactory(itemsRouter));
const listShape = itemListInput.unwrap().shape;

export const itemsRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/erp/items",
    summary: `The item master by name (at most ${ITEM_LIST_LIMIT}), optionally matching a code or name, a category, a type`,
    query: z.object({
      search: listShape.search.describe("Part of the code or name, any case"),
      categoryId: listShape.categoryId.describe("Items of this category or of any category under it"),
      itemType: z.enum(ITEM_TYPES, { message: "Item type must be goods or service" }).optional(),
      activeOnly: booleanQuery("true lists active items only"),
    }),
    call: (c, { query }) => c.list(query),
  }),
  route({
    method: "GET",
    procedure: "byId",
    path: "/api/erp/items/:id",
    summary: "One item",
    params: idParams,
    call: (c, { params }) => c.byId({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/erp/items",
    summary:
      "Add an item; its revenue and expense accounts default to Other Income and to Inventory (goods) or Cost of Goods Sold (services)",
    status: 201,
    body: itemInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/erp/items/:id",
    summary:
      "Change an item: code and name always; a field left out keeps its value, null clears an optional one",
    params: idParams,
    body: itemChanges,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
];
