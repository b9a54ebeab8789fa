import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { ItemCategoriesPage } from "../../features/item-categories/ItemCategoriesPage";

export const Route = createFileRoute("/erp/categories")({
  staticData: { title: "Item Categories" },
  beforeLoad: requirePermission("erp.read"),
  component: ItemCategoriesPage,
});
