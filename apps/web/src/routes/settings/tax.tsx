import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { TaxSettingsPage } from "../../features/tax-settings/TaxSettingsPage";

export const Route = createFileRoute("/settings/tax")({
  staticData: { title: "Tax Settings" },
  beforeLoad: requirePermission("settings.manage"),
  component: TaxSettingsPage,
});
