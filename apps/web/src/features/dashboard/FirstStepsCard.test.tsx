import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

const step = (key: string, title: string, link: string, done: boolean) => ({
  key,
  title,
  description: `Do ${key}`,
  link,
  done,
});

const someDone = [
  step("tax", "The hotel's GSTIN and tax settings", "/settings/tax", true),
  step("rooms", "Room types, rates and rooms", "/rooms", false),
  step("users", "Users", "/settings/users", false),
];

function renderDashboard(role: string, steps: unknown) {
  const firstSteps = vi.fn(() => steps);
  renderApp("/", {
    "auth.me": () => testUser(role),
    "firstSteps.list": firstSteps,
    "dashboard.stats": () => null,
    "rooms.list": () => [],
    "bookings.active": () => [],
  });
  return firstSteps;
}

describe("the first steps card", () => {
  it("lists each step with its screen and says how many are done", async () => {
    renderDashboard("admin", someDone);
    const card = await screen.findByRole("region", { name: "First steps" });
    expect(within(card).getByText("1 of 3 done: set these up before the first guest arrives")).toBeTruthy();
    const links = within(card).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/settings/tax",
      "/rooms",
      "/settings/users",
    ]);
    expect(within(links[0] as HTMLElement).getByLabelText("Done")).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByLabelText("To do")).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText("Do rooms")).toBeTruthy();
  });

  it("is gone once every step is done", async () => {
    const firstSteps = renderDashboard(
      "admin",
      someDone.map((s) => ({ ...s, done: true })),
    );
    await waitFor(() => expect(firstSteps).toHaveBeenCalled());
    await screen.findByRole("heading", { name: "Room Status Overview" });
    expect(screen.queryByRole("region", { name: "First steps" })).toBeNull();
  });

  it("is not shown, nor asked for, to anyone but the administrator", async () => {
    const firstSteps = renderDashboard("manager", someDone);
    await screen.findByRole("heading", { name: "Room Status Overview" });
    expect(screen.queryByRole("region", { name: "First steps" })).toBeNull();
    expect(firstSteps).not.toHaveBeenCalled();
  });
});
