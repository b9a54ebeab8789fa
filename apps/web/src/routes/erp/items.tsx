import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { ItemsPage } from "../../features/items/ItemsPage";

export const Route = createFileRoute("/erp/items")({
  staticData: { title: "Items" },
  beforeLoad: requirePermission("erp.read"),
  component: ItemsPage,
});
