import { createFileRoute } from "@tanstack/react-router";
import { PartiesPage } from "../../features/parties/PartiesPage";

export const Route = createFileRoute("/erp/parties")({
  staticData: { title: "Parties" },
  component: PartiesPage,
});
