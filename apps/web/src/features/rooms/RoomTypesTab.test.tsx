import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickRange } from "../../test/date-pickers";
import { apiError, type FakeProcedure } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testRatePlan, testRoom, testRoomType, testUser } from "./test-data";

// The calendar opens on the property's month: November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T06:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
});

const DELUXE = testRoomType("Deluxe", {
  baseOccupancy: 2,
  maxOccupancy: 3,
  description: "Sea-facing, king bed",
});
const STANDARD = testRoomType("Standard", { baseOccupancy: 1, maxOccupancy: 2 });
const DELUXE_DEFAULT = testRatePlan("Deluxe", "Standard rate", { isDefault: true });
const DELUXE_FESTIVE = testRatePlan("Deluxe", "Festive", {
  prices: { base: "4000.00", extraAdult: "1000.00", child: "500.00" },
  weekendDays: [5, 6],
  weekendPrices: { base: "4500.00", extraAdult: "1200.00", child: "600.00" },
  seasons: [
    {
      name: "Diwali",
      from: "2026-11-01",
      to: "2026-11-05",
      prices: { base: "6000.00", extraAdult: "1500.00", child: "800.00" },
      weekendPrices: null,
      minimumStay: 2,
    },
  ],
  minimumStay: 1,
  breakfastIncluded: true,
});

function open(role: string, procedures: Record<string, FakeProcedure> = {}) {
  return renderApp("/rooms?tab=types", {
    "auth.me": () => testUser(role),
    "rooms.list": () => [
      testRoom("101", "available", { roomTypeId: DELUXE.id }),
      testRoom("102", "available", { roomTypeId: DELUXE.id }),
      testRoom("201", "available", { roomTypeId: STANDARD.id }),
    ],
    "bookings.active": () => [],
    "roomTypes.list": () => [DELUXE, STANDARD],
    "ratePlans.list": () => [
      DELUXE_FESTIVE,
      DELUXE_DEFAULT,
      testRatePlan("Standard", "Standard rate", { isDefault: true }),
    ],
    ...procedures,
  });
}

const section = (name: string) => screen.findByRole("region", { name });
const plan = (within_: HTMLElement, name: string) => within(within_).getByRole("article", { name });
const field = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label);
const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(field(scope, label), { target: { value } });

describe("Room types and rate plans on the Rooms screen", () => {
  it("lists each type with its occupancy, description, rooms and plans, the default marked", async () => {
    open("admin");
    const deluxe = await section("Deluxe");
    expect(within(deluxe).getByText("Base occupancy 2 adults · up to 3 guests · 2 rooms")).toBeTruthy();
    expect(within(deluxe).getByText("Sea-facing, king bed")).toBeTruthy();
    // The default plan first.
    expect(within(deluxe).getAllByRole("article")).toEqual([
      plan(deluxe, "Standard rate"),
      plan(deluxe, "Festive"),
    ]);
    expect(within(plan(deluxe, "Standard rate")).getByText("Default")).toBeTruthy();
    const festive = plan(deluxe, "Festive");
    expect(within(festive).queryByText("Default")).toBeNull();
    expect(within(festive).getByText("Breakfast included")).toBeTruthy();
    expect(festive.textContent).toContain(
      "₹4,000.00 for up to 2 adults · extra adult ₹1,000.00 · child ₹500.00",
    );
    expect(festive.textContent).toContain("Weekend days: Fri, Sat — ₹4,500.00 for up to 2 adults");
    expect(festive.textContent).toContain("Diwali (01/11/2026 – 05/11/2026): ₹6,000.00");
    expect(festive.textContent).toContain("at least 2 nights");
    expect((await section("Standard")).textContent).toContain(
      "Base occupancy 1 adult · up to 2 guests · 1 room",
    );
  });

  it("is not offered to the front desk, who see the rooms", async () => {
    open("front_desk");
    expect(await screen.findByRole("article", { name: "Room 101" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Room Types & Rates" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Room Type" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Deluxe" })).toBeNull();
  });

  it("adds a room type with its occupancies", async () => {
    const create = vi.fn((input: unknown) => ({ ...DELUXE, ...(input as object), id: "type-suite" }));
    open("admin", { "roomTypes.create": create });
    fireEvent.click(await screen.findByRole("button", { name: "Add Room Type" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Room Type" });
    type(dialog, /^Name/, "Suite");
    type(dialog, /Base occupancy/, "2");
    type(dialog, /Maximum occupancy/, "1");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Room Type" }));
    expect(
      await within(dialog).findByText("Maximum occupancy must be at least the base occupancy (2)"),
    ).toBeTruthy();
    type(dialog, /Maximum occupancy/, "4");
    type(dialog, /Description/, "Two rooms");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Room Type" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: "Suite",
        baseOccupancy: 2,
        maxOccupancy: 4,
        description: "Two rooms",
      }),
    );
    expect(await screen.findByText("Room type Suite added")).toBeTruthy();
  });

  // The dialog's first load and every field typed: 15 s is too tight on a loaded machine.
  it("sends a new plan with its weekend price and a season in the input's shape", async () => {
    const create = vi.fn((input: unknown) => ({ ...DELUXE_FESTIVE, ...(input as object), id: "plan-new" }));
    open("admin", { "ratePlans.create": create });
    const deluxe = await section("Deluxe");
    fireEvent.click(within(deluxe).getByRole("button", { name: "Add rate plan to Deluxe" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Add Rate Plan to Deluxe" },
      { timeout: 10_000 },
    );

    type(dialog, /Plan name/, "Weekend special");
    const base = within(dialog).getByRole("group", { name: "Prices a night" });
    type(base, /Base price/, "3500");
    type(base, /Extra adult/, "900");
    type(base, /Child/, "400.50");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Saturday" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Friday" }));
    fireEvent.click(within(dialog).getByRole("switch", { name: "Own prices on weekend days" }));
    const weekend = within(dialog).getByRole("group", { name: "Weekend prices a night" });
    type(weekend, /Base price/, "4200");
    type(weekend, /Extra adult/, "1000");
    type(weekend, /Child/, "500");

    fireEvent.click(within(dialog).getByRole("button", { name: "Add Season" }));
    const season = within(dialog).getByRole("group", { name: "Season 1" });
    // Nothing of the season filled in yet: the domain's messages, and nothing sent.
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Rate Plan" }));
    expect(await within(season).findByText("Season name is required")).toBeTruthy();
    expect(within(season).getByText("Season start date is required")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    type(season, /Season name/, "Wedding season");
    await pickRange(/^Nights/, "2026-11-25", "2026-11-28");
    expect(field(season, /^Nights/).textContent).toContain("25/11/2026 – 28/11/2026");
    const seasonPrices = within(season).getByRole("group", { name: "Season prices a night" });
    type(seasonPrices, /Base price/, "5000");
    type(seasonPrices, /Extra adult/, "1200");
    type(seasonPrices, /Child/, "600");
    type(season, /Minimum stay/, "2");
    type(dialog, /^Minimum stay \(nights\) \*/, "1");
    fireEvent.click(within(dialog).getByRole("switch", { name: "Breakfast included" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Rate Plan" }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        roomTypeId: DELUXE.id,
        name: "Weekend special",
        isDefault: false,
        prices: { base: "3500", extraAdult: "900", child: "400.50" },
        weekendDays: [5, 6],
        weekendPrices: { base: "4200", extraAdult: "1000", child: "500" },
        seasons: [
          {
            name: "Wedding season",
            from: "2026-11-25",
            to: "2026-11-28",
            prices: { base: "5000", extraAdult: "1200", child: "600" },
            weekendPrices: null,
            minimumStay: 2,
          },
        ],
        minimumStay: 1,
        breakfastIncluded: true,
      }),
    );
    expect(await screen.findByText("Rate plan Weekend special added")).toBeTruthy();
  }, 40_000);

  it("refuses weekend prices without weekend days, on the switch that turned them on", async () => {
    const create = vi.fn();
    open("admin", { "ratePlans.create": create });
    const deluxe = await section("Deluxe");
    fireEvent.click(within(deluxe).getByRole("button", { name: "Add rate plan to Deluxe" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Add Rate Plan to Deluxe" },
      { timeout: 10_000 },
    );
    type(dialog, /Plan name/, "Flat");
    const base = within(dialog).getByRole("group", { name: "Prices a night" });
    type(base, /Base price/, "3000");
    type(base, /Extra adult/, "0");
    type(base, /Child/, "0");
    fireEvent.click(within(dialog).getByRole("switch", { name: "Own prices on weekend days" }));
    const weekend = within(dialog).getByRole("group", { name: "Weekend prices a night" });
    type(weekend, /Base price/, "3500");
    type(weekend, /Extra adult/, "0");
    type(weekend, /Child/, "0");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Rate Plan" }));
    expect(await within(dialog).findByText("Weekend prices need weekend days")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("makes another plan the default by sending only which plan, and edits a plan as stored", async () => {
    const makeDefault = vi.fn((input: unknown) => ({
      ...DELUXE_FESTIVE,
      isDefault: true,
      ...(input as object),
    }));
    const update = vi.fn((input: unknown) => ({ ...DELUXE_FESTIVE, ...(input as object) }));
    const plans = vi.fn(() => [DELUXE_FESTIVE, DELUXE_DEFAULT]);
    const types = vi.fn(() => [DELUXE, STANDARD]);
    open("admin", {
      "ratePlans.makeDefault": makeDefault,
      "ratePlans.update": update,
      "ratePlans.list": plans,
      "roomTypes.list": types,
    });
    const deluxe = await section("Deluxe");
    const festive = plan(deluxe, "Festive");
    fireEvent.click(within(festive).getByRole("button", { name: "Make default: Festive" }));
    // Not the plan as this screen read it: that copy may be older than someone else's change.
    await waitFor(() => expect(makeDefault).toHaveBeenCalledWith({ id: DELUXE_FESTIVE.id }));
    expect(update).not.toHaveBeenCalled();
    expect(await screen.findByText("Festive is now Deluxe's default plan")).toBeTruthy();
    // The tab reads the plans and the types again (useRefreshRooms), as the booking dialogs will.
    await waitFor(() => expect(plans).toHaveBeenCalledTimes(2));
    expect(types).toHaveBeenCalledTimes(2);

    update.mockClear();
    fireEvent.click(within(festive).getByRole("button", { name: "Edit rate plan Festive" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Rate Plan Festive" }, { timeout: 10_000 });
    const season = within(dialog).getByRole("group", { name: "Season 1" });
    expect(field(season, /Season name/)).toHaveProperty("value", "Diwali");
    expect(field(season, /^Nights/).textContent).toContain("01/11/2026 – 05/11/2026");
    fireEvent.click(within(season).getByRole("button", { name: "Remove Diwali" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[0]).toMatchObject({ id: DELUXE_FESTIVE.id, isDefault: false, seasons: [] });
  });

  it("shows the weekend days Monday first, keeps them in the week's order and stores them so", async () => {
    const update = vi.fn((input: unknown) => ({ ...DELUXE_FESTIVE, ...(input as object) }));
    open("admin", {
      "ratePlans.update": update,
      "ratePlans.list": () => [DELUXE_DEFAULT, { ...DELUXE_FESTIVE, weekendDays: [0, 5, 6] }],
    });
    const deluxe = await section("Deluxe");
    const festive = plan(deluxe, "Festive");
    // Stored as 0 (Sunday), 5, 6: read in the week's order, Sunday last.
    expect(festive.textContent).toContain("Weekend days: Fri, Sat, Sun — ");
    fireEvent.click(within(festive).getByRole("button", { name: "Edit rate plan Festive" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Rate Plan Festive" }, { timeout: 10_000 });
    const days = within(within(dialog).getByRole("group", { name: /Weekend days/ })).getAllByRole("checkbox");
    expect(days.map((day) => day.getAttribute("aria-label"))).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    // Friday unticked and ticked again, after Sunday: the form is as it was, and closes without asking.
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Friday" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Friday" }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Rate Plan Festive" })).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull();

    // Ticked Monday last, it is sent in the order the server keeps the days (0 = Sunday first).
    fireEvent.click(within(festive).getByRole("button", { name: "Edit rate plan Festive" }));
    const again = await screen.findByRole("dialog", { name: "Edit Rate Plan Festive" });
    fireEvent.click(within(again).getByRole("checkbox", { name: "Monday" }));
    fireEvent.click(within(again).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[0]).toMatchObject({ weekendDays: [0, 1, 5, 6] });
  });

  it("shows the server's refusal of a plan in its dialog, which stays open with what was typed", async () => {
    const message = "Deluxe already has a plan named Festive";
    open("admin", {
      "ratePlans.create": () => {
        throw apiError("CONFLICT", message);
      },
    });
    const deluxe = await section("Deluxe");
    fireEvent.click(within(deluxe).getByRole("button", { name: "Add rate plan to Deluxe" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Add Rate Plan to Deluxe" },
      { timeout: 10_000 },
    );
    type(dialog, /Plan name/, "Festive");
    const base = within(dialog).getByRole("group", { name: "Prices a night" });
    type(base, /Base price/, "3000");
    type(base, /Extra adult/, "0");
    type(base, /Child/, "0");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Rate Plan" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(`Could not add the rate plan${message}`);
    expect(field(dialog, /Plan name/)).toHaveProperty("value", "Festive");
    expect(screen.getByRole("dialog", { name: "Add Rate Plan to Deluxe" })).toBeTruthy();
  });

  it("asks before a changed plan is closed", async () => {
    open("admin");
    const deluxe = await section("Deluxe");
    fireEvent.click(within(deluxe).getByRole("button", { name: "Add rate plan to Deluxe" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Add Rate Plan to Deluxe" },
      { timeout: 10_000 },
    );
    type(dialog, /Plan name/, "Corporate");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close dialog" }));
    const question = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.click(within(question).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Rate Plan to Deluxe" })).toBeNull());
  });
});
