import { PERMISSIONS, type Permission, ROLES } from "@atithi/domain";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuickActionsCard } from "../features/bookings/QuickActionsCard";
import { renderWithApi } from "../features/bookings/render-with-api";
import { testUser } from "../features/rooms/test-data";
import { apiError } from "../test/fake-api";
import { renderApp } from "../test/render-app";
import { Can, useCan } from "./can";
import { CurrentUserProvider } from "./current-user";

function Probe({ permission }: { permission: Permission }) {
  return <span>{useCan(permission) ? "yes" : "no"}</span>;
}

describe("<Can> and useCan", () => {
  it("follow the permission matrix for every role", () => {
    for (const role of ROLES) {
      for (const permission of ["bookings.write", "users.manage", "erp.read"] as const) {
        const { unmount } = render(
          <CurrentUserProvider user={testUser(role) as never}>
            <Can permission={permission} fallback={<span>hidden</span>}>
              <span>shown</span>
            </Can>
            <Probe permission={permission} />
          </CurrentUserProvider>,
        );
        const allowed = (PERMISSIONS[permission] as readonly string[]).includes(role);
        expect(screen.getByText(allowed ? "shown" : "hidden"), `${role} ${permission}`).toBeTruthy();
        expect(screen.getByText(allowed ? "yes" : "no")).toBeTruthy();
        unmount();
      }
    }
  });

  it("offer an accountant no New Booking, check-in or payment on the dashboard's quick actions", async () => {
    // The card as a page of a throwaway router: its Group Booking button is a link.
    const root = createRootRoute({ component: QuickActionsCard });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ["/"] }) });
    renderWithApi(<RouterProvider router={router} />, {}, { role: "accountant" });
    expect(await screen.findByText("Quick Actions")).toBeTruthy();
    for (const name of ["New Booking", "Check-in Guest", "Check-out Guest", "Record Payment"])
      expect(screen.queryByRole("button", { name })).toBeNull();
  });
});

describe("route guards", () => {
  it("send a role without the screen's permission to the dashboard before the screen loads", async () => {
    const asked: string[] = [];
    const { router } = renderApp("/settings/users", {
      "auth.me": () => testUser("accountant"),
      "users.list": () => {
        asked.push("users.list");
        return [];
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(asked).toEqual([]);
  });

  it("let a role holding the permission in", async () => {
    const { router } = renderApp("/settings/users", {
      "auth.me": () => testUser("admin"),
      "users.list": () => [],
      "apiTokens.list": () => [],
    });
    expect(await screen.findByRole("heading", { name: "Users" }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/settings/users");
  });

  it("keep the login screen for nobody signed in, at the path asked for", async () => {
    const { router } = renderApp("/settings/tax", {
      "auth.me": () => {
        throw apiError("UNAUTHORIZED", "Please sign in");
      },
    });
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/settings/tax");
  });
});
