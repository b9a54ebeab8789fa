import { createFileRoute } from "@tanstack/react-router";
import { UsersSettingsPage } from "../../features/users/UsersSettingsPage";

export const Route = createFileRoute("/settings/users")({
  staticData: { title: "Settings" },
  component: UsersSettingsPage,
});
