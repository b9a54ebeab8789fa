import { createFileRoute } from "@tanstack/react-router";
import { requirePermission } from "../auth/route-guard";
import { AccountPage } from "../features/account/AccountPage";

export const Route = createFileRoute("/account")({
  staticData: { title: "My Account" },
  beforeLoad: requirePermission("session.self"),
  component: AccountPage,
});
