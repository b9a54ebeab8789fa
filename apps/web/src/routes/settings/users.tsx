import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../../auth/route-guard";
import { UsersSettingsPage } from "../../features/users/UsersSettingsPage";

export const Route = createFileRoute("/settings/users")({
  staticData: { title: "Settings" },
  beforeLoad: requirePermission("users.manage"),
  component: UsersSettingsPage,
});
