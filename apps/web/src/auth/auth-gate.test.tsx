import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError } from "../test/fake-api";
import { renderApp } from "../test/render-app";

const admin = {
  id: "u1",
  username: "admin",
  role: "admin",
  firstName: null,
  lastName: null,
  email: null,
  isActive: true,
  lastLoginAt: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  property: { timeZone: "Asia/Kolkata", today: "2026-11-22" },
};

const signedOut = () => {
  throw apiError("UNAUTHORIZED", "Please sign in");
};

afterEach(() => notifications.clean());

describe("auth gating", () => {
  it("shows 'Loading...' while it asks who is signed in", async () => {
    renderApp("/", {}); // auth.me never answers
    expect(await screen.findByText("Loading...")).toBeTruthy();
  });

  it("offers a retry when the server cannot say who is signed in", async () => {
    let down = true;
    renderApp("/", {
      "auth.me": () => {
        if (down) throw apiError("INTERNAL_SERVER_ERROR", "Internal server error");
        return signedOut();
      },
    });
    expect(await screen.findByText("Could not load Atithi")).toBeTruthy();
    expect(screen.getByText("Internal server error")).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Atithi Login" })).toBeTruthy();
  });

  it("shows the login screen on every path when signed out", async () => {
    renderApp("/erp/invoices", { "auth.me": signedOut });
    expect(await screen.findByRole("heading", { name: "Atithi Login" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Invoices" })).toBeNull();
    expect(screen.getByText("Comprehensive Business Management & ERP System")).toBeTruthy();
  });

  it("sends a signed-in user from /login to the dashboard", async () => {
    const { router } = renderApp("/login", { "auth.me": () => admin });
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("22 Nov 2026")).toBeTruthy();
  });

  it("shows the server's message when sign-in fails, without treating it as an expired session", async () => {
    renderApp("/", {
      "auth.me": signedOut,
      "auth.login": () => {
        throw apiError("TOO_MANY_REQUESTS", "Too many failed sign-in attempts. Try again in 5 minutes.");
      },
    });
    fireEvent.change(await screen.findByLabelText("Username"), { target: { value: "admin" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login Failed")).toBeTruthy();
    expect(screen.getByText("Too many failed sign-in attempts. Try again in 5 minutes.")).toBeTruthy();
    expect(screen.queryByText("Unauthorized")).toBeNull();
  });

  it("signs in, then shows the dashboard", async () => {
    let session = false;
    const { router } = renderApp("/rooms", {
      "auth.me": () => (session ? admin : signedOut()),
      "auth.login": () => {
        session = true;
        return { success: true, user: admin };
      },
    });
    fireEvent.change(await screen.findByLabelText("Username"), { target: { value: "admin" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "admin-password-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Successfully logged in")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("on UNAUTHORIZED while signed in, says so and shows the login screen half a second later", async () => {
    let session = true;
    renderApp("/settings/users", {
      "auth.me": () => (session ? admin : signedOut()),
      "users.list": () => {
        session = false; // revoked elsewhere
        return signedOut();
      },
      "apiTokens.list": () => (session ? [] : signedOut()),
    });
    expect(await screen.findByText("Unauthorized")).toBeTruthy();
    expect(screen.getByText("You are logged out. Logging in again...")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Atithi Login" })).toBeNull();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Atithi Login" })).toBeTruthy(), {
      timeout: 2000,
    });
  });
});
