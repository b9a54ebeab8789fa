import { createFileRoute } from "@tanstack/react-router";
import { TaxSettingsPage } from "../../features/tax-settings/TaxSettingsPage";

export const Route = createFileRoute("/settings/tax")({
  staticData: { title: "Tax Settings" },
  component: TaxSettingsPage,
});
