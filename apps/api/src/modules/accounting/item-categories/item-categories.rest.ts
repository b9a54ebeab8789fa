import { itemCategoryChanges, itemCategoryInput, itemCategoryListInput } from "@atithi/domain";
import { z } from "zod";
import { booleanQuery, idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { itemCategoriesRouter } from "./item-categories.router";

const route = restRoutes("Item categories", itemCategoriesRouter, createCallerFactory(itemCategoriesRouter));

export const itemCategoriesRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/erp/item-categories",
    summary: "The item categories, by code, each with its level in the tree and its number of items",
    query: z.object({
      search: itemCategoryListInput.unwrap().shape.search.describe("Part of the code or name, any case"),
      activeOnly: booleanQuery("true lists active categories only"),
    }),
    call: (c, { query }) => c.list(query),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/erp/item-categories",
    summary: "Add a category, at the top or under another one",
    status: 201,
    body: itemCategoryInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/erp/item-categories/:id",
    summary:
      "Change a category (moving it moves the categories under it, never under itself); a field left out keeps its value",
    params: idParams,
    body: itemCategoryChanges,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
];
