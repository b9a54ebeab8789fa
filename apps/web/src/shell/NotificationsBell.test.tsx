import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testUser } from "../features/rooms/test-data";
import { renderApp } from "../test/render-app";

const waiting = {
  total: 5,
  items: [
    { kind: "discount_approvals", count: 2, text: "2 discounts wait for approval", link: "/" },
    { kind: "arrivals_due", count: 3, text: "3 arrivals not checked in", link: "/bookings" },
  ],
};

function renderShell(notifications: () => unknown, user = testUser()) {
  return renderApp("/account", {
    "auth.me": () => ({ ...user, firstName: "Meera", lastName: "Iyer" }),
    "notifications.list": notifications,
  });
}

describe("the notifications bell", () => {
  it("shows the total on a badge, says it in its name and lists each item as a link", async () => {
    const { router } = renderShell(() => waiting);
    const bell = await screen.findByRole("button", { name: "Notifications: 5 need attention" });
    // 2 + 3 = 5 on the badge.
    expect(screen.getByText("5")).toBeTruthy();
    fireEvent.click(bell);
    // jsdom lays nothing out, so the floating list counts as detached from the bell and is hidden:
    // the links are read regardless (the browser test sees them shown).
    const list = await screen.findByRole("dialog", { name: "Needs attention", hidden: true });
    expect(bell.getAttribute("aria-expanded")).toBe("true");
    const items = within(list).getAllByRole("link", { hidden: true });
    expect(items.map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
      ["2 discounts wait for approval", "/"],
      ["3 arrivals not checked in", "/bookings"],
    ]);
    const arrivals = items[1] as HTMLElement;
    fireEvent.click(arrivals);
    await waitFor(() => expect(router.state.location.pathname).toBe("/bookings"));
  });

  it("has no badge when nothing waits, and says so when opened", async () => {
    renderShell(() => ({ total: 0, items: [] }));
    const bell = await screen.findByRole("button", { name: "Notifications: nothing needs attention" });
    expect(screen.queryByText("0")).toBeNull();
    fireEvent.click(bell);
    const list = await screen.findByRole("dialog", { name: "Needs attention", hidden: true });
    expect(within(list).getByText("Nothing needs attention")).toBeTruthy();
    expect(within(list).queryByRole("link", { hidden: true })).toBeNull();
  });

  it("shows the signed-in user's name and role in the sidebar", async () => {
    renderShell(() => ({ total: 0, items: [] }), testUser("accountant"));
    fireEvent.click(await screen.findByRole("button", { name: "Open navigation" }));
    const card = await screen.findByRole("group", { name: "Signed in" });
    expect(card.textContent).toContain("Meera Iyer");
    expect(card.textContent).toContain("Accountant");
  });
});
