import { notifications } from "@mantine/notifications";
import { createBrowserHistory } from "@tanstack/react-router";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, type FakeProcedure } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testRoom, testRoomType, testUser } from "./test-data";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T06:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
});

const card = (number: string) => screen.getByRole("article", { name: `Room ${number}` });

const TYPES = [
  testRoomType("Deluxe", { baseOccupancy: 2, maxOccupancy: 3 }),
  testRoomType("Standard", { baseOccupancy: 1, maxOccupancy: 2 }),
];

function open(role: string, procedures: Record<string, FakeProcedure> = {}) {
  return renderApp("/rooms", {
    "auth.me": () => testUser(role),
    "rooms.list": () => [
      testRoom("101", "available", {
        roomTypeId: "type-deluxe",
        roomTypeName: "Deluxe",
        floor: "1",
        capacity: 3,
      }),
      testRoom("102", "occupied", { roomTypeId: "type-standard", capacity: 2 }),
    ],
    "bookings.active": () => [],
    "roomTypes.list": () => TYPES,
    ...procedures,
  });
}

/** Picks `option` in the dialog's select labelled `label`. */
async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.click(within(dialog).getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

/** Whether the page's beforeunload handler asks the browser to confirm leaving (a reload, closing the tab). */
function reloadAsks() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

describe("Rooms managed on the Rooms screen", () => {
  it("offers an administrator Add Room, each room's Edit and Retire, retired rooms and the types tab", async () => {
    open("admin");
    await waitFor(() => expect(card("101")).toBeTruthy());
    expect(screen.getByRole("button", { name: "Add Room" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Show retired rooms" })).toBeTruthy();
    expect(within(card("101")).getByText("Deluxe · Floor 1")).toBeTruthy();
    expect(within(card("101")).getByRole("button", { name: "Edit room 101" })).toBeTruthy();
    expect(within(card("102")).getByRole("button", { name: "Retire room 102" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Room Types & Rates" })).toBeTruthy();
  });

  it("shows the front desk the rooms as before, without any management control", async () => {
    open("front_desk");
    await waitFor(() => expect(card("101")).toBeTruthy());
    expect(within(card("101")).getByText("3 guests max")).toBeTruthy();
    expect(screen.getAllByLabelText(/^Status of room/)).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Add Room" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Edit|Retire) room/ })).toBeNull();
    expect(screen.queryByRole("switch", { name: "Show retired rooms" })).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByText("Deluxe · Floor 1")).toBeNull();
  });

  it("adds a room of a type, its capacity left to the type's maximum", async () => {
    const create = vi.fn((input: unknown) =>
      testRoom("301", "available", { ...(input as object), roomTypeName: "Deluxe" }),
    );
    open("admin", { "rooms.create": create });
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Room" });

    fireEvent.click(within(dialog).getByRole("button", { name: "Add Room" }));
    expect(await within(dialog).findByText("Room number is required")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "301" } });
    await choose(dialog, /Room type/, "Deluxe");
    expect(within(dialog).getByText("Blank: Deluxe's maximum, 3 guests")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Floor"), { target: { value: "3" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Room" }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        number: "301",
        roomTypeId: "type-deluxe",
        floor: "3",
        capacity: null,
      }),
    );
    expect(await screen.findByText("Room 301 added")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Room" })).toBeNull());
  });

  it("edits a room: its own capacity and another type", async () => {
    const update = vi.fn((input: unknown) => testRoom("101", "available", input as Record<string, unknown>));
    open("admin", { "rooms.update": update });
    fireEvent.click(await screen.findByRole("button", { name: "Edit room 101" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Room 101" });
    expect(within(dialog).getByLabelText(/Room number/)).toHaveProperty("value", "101");
    expect(within(dialog).getByLabelText("Floor")).toHaveProperty("value", "1");
    await choose(dialog, /Room type/, "Standard");
    fireEvent.change(within(dialog).getByLabelText(/Capacity/), { target: { value: "4" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        id: "room-101",
        number: "101",
        roomTypeId: "type-standard",
        floor: "1",
        capacity: 4,
      }),
    );
    expect(await screen.findByText("Room 101 updated")).toBeTruthy();
  });

  it("keeps a number from before the rule when editing, and holds a new number to it", async () => {
    const update = vi.fn((input: unknown) => testRoom("R#9", "available", input as Record<string, unknown>));
    open("admin", {
      "rooms.list": () => [testRoom("R#9", "available", { id: "room-r9" })],
      "rooms.update": update,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit room R#9" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Room R#9" });
    fireEvent.change(within(dialog).getByLabelText(/Capacity/), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({ id: "room-r9", number: "R#9", capacity: 2 }),
      ),
    );

    update.mockClear();
    fireEvent.click(await screen.findByRole("button", { name: "Edit room R#9" }));
    const again = await screen.findByRole("dialog", { name: "Edit Room R#9" });
    fireEvent.change(within(again).getByLabelText(/Room number/), { target: { value: "R#10" } });
    fireEvent.click(within(again).getByRole("button", { name: "Save Changes" }));
    expect(
      await within(again).findByText("Room number may hold only letters, digits, spaces, '.', '/' and '-'"),
    ).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's refusal to retire a room with a stay ahead in the dialog", async () => {
    const message =
      "Room 102 has a stay from 24/11/2026 to 26/11/2026 (Asha Rao); move or cancel it before retiring the room";
    const retire = vi.fn(() => {
      throw apiError("CONFLICT", message);
    });
    open("admin", { "rooms.retire": retire });
    fireEvent.click(await screen.findByRole("button", { name: "Retire room 102" }));
    const dialog = await screen.findByRole("dialog", { name: "Retire room 102?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Retire Room" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("Room 102 cannot be retired");
    expect(alert.textContent).toContain(message);
    expect(retire).toHaveBeenCalledWith({ id: "room-102" });
    // The dialog stays open with the reason until it is closed.
    expect(screen.getByRole("dialog", { name: "Retire room 102?" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Retire room 102?" })).toBeNull());
  });

  it("retires a room, lists it among the retired rooms and reinstates it", async () => {
    let retired = false;
    const rooms = () => [testRoom("101", "available"), ...(retired ? [] : [testRoom("102", "available")])];
    const reinstate = vi.fn(() => {
      retired = false;
      return testRoom("102", "available");
    });
    open("admin", {
      "rooms.list": (input) =>
        (input as { includeRetired?: boolean } | undefined)?.includeRetired && retired
          ? [...rooms(), testRoom("102", "available", { isActive: false })]
          : rooms(),
      "rooms.retire": () => {
        retired = true;
        return testRoom("102", "available", { isActive: false });
      },
      "rooms.reinstate": reinstate,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Retire room 102" }));
    const dialog = await screen.findByRole("dialog", { name: "Retire room 102?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Retire Room" }));
    expect(await screen.findByText("Room 102 retired")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Room 102" })).toBeNull());

    fireEvent.click(screen.getByRole("switch", { name: "Show retired rooms" }));
    const retiredCard = await screen.findByRole("article", { name: "Retired room 102" });
    fireEvent.click(within(retiredCard).getByRole("button", { name: "Reinstate room 102" }));
    await waitFor(() => expect(reinstate).toHaveBeenCalledWith({ id: "room-102" }));
    expect(await screen.findByText("Room 102 reinstated")).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Room 102" })).toBeTruthy();
    expect(await screen.findByText("No room has been retired.")).toBeTruthy();
  });

  it("asks before a changed form is discarded by Escape, Cancel or its close button, and closes an unchanged one at once", async () => {
    open("admin");
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    let dialog = await screen.findByRole("dialog", { name: "Add Room" });
    pressEscape();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Room" })).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Add Room" }));
    dialog = await screen.findByRole("dialog", { name: "Add Room" });
    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "301" } });
    pressEscape();
    let question = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.click(within(question).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull());
    expect(within(dialog).getByLabelText(/Room number/)).toHaveProperty("value", "301");

    // Escape in the question answers it: keep editing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Close dialog" }));
    question = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.keyDown(within(question).getByRole("button", { name: "Keep editing" }), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull());
    expect(screen.getByRole("dialog", { name: "Add Room" })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Discard changes?" })).getByRole("button", {
        name: "Discard changes",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Room" })).toBeNull());

    // Opened again, the form starts empty.
    fireEvent.click(screen.getByRole("button", { name: "Add Room" }));
    dialog = await screen.findByRole("dialog", { name: "Add Room" });
    expect(within(dialog).getByLabelText(/Room number/)).toHaveProperty("value", "");
  });

  it("asks before leaving the screen with a changed form, and stays when told to", async () => {
    const { router } = open("admin", { "guests.list": () => [] });
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Room" });
    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "301" } });

    void router.navigate({ to: "/guests" });
    let question = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.click(within(question).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull());
    expect(router.state.location.pathname).toBe("/rooms");

    void router.navigate({ to: "/guests" });
    question = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.click(within(question).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/guests"));
  });

  it("asks when the browser's Back or a reload would leave a changed form, and stays on Keep editing", async () => {
    // jsdom's own history, where Back is a popstate the router's blocker answers (as a browser's).
    window.history.replaceState(null, "", "/guests");
    const { router } = renderApp(
      "/guests",
      {
        "auth.me": () => testUser("admin"),
        "guests.list": () => [],
        "rooms.list": () => [testRoom("101", "available")],
        "bookings.active": () => [],
        "roomTypes.list": () => TYPES,
      },
      createBrowserHistory(),
    );
    await router.navigate({ to: "/rooms" });
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Room" });
    // A reload (or closing the tab) is asked about by the browser itself, only when there is something to lose.
    expect(reloadAsks()).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "301" } });

    expect(reloadAsks()).toBe(true);
    router.history.back();
    const question = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.click(within(question).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull());
    expect(router.state.location.pathname).toBe("/rooms");
    expect(within(dialog).getByLabelText(/Room number/)).toHaveProperty("value", "301");

    router.history.back();
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Discard changes?" })).getByRole("button", {
        name: "Discard changes",
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/guests"));
    expect(reloadAsks()).toBe(false);
    router.history.destroy();
  });

  it("lets the page go without asking once the form is saved or discarded", async () => {
    const { router } = open("admin", {
      "guests.list": () => [],
      "rooms.create": (input) => testRoom("301", "available", input as Record<string, unknown>),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    let dialog = await screen.findByRole("dialog", { name: "Add Room" });
    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "301" } });
    await choose(dialog, /Room type/, "Deluxe");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Room" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Room" })).toBeNull());
    // Saved: nothing is left to lose, so nothing asks (the blocker went with the form).
    await router.navigate({ to: "/guests" });
    expect(router.state.location.pathname).toBe("/guests");
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull();

    await router.navigate({ to: "/rooms" });
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    dialog = await screen.findByRole("dialog", { name: "Add Room" });
    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "302" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Discard changes?" })).getByRole("button", {
        name: "Discard changes",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Room" })).toBeNull());
    await router.navigate({ to: "/guests" });
    expect(router.state.location.pathname).toBe("/guests");
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull();
  });

  it("shows the server's refusal in the dialog, which stays open with what was typed", async () => {
    const message = "Room 101 already exists";
    open("admin", {
      "rooms.create": () => {
        throw apiError("CONFLICT", message);
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Room" });
    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "101" } });
    await choose(dialog, /Room type/, "Deluxe");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Room" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(`Could not add the room${message}`);
    expect(within(dialog).getByLabelText(/Room number/)).toHaveProperty("value", "101");
    expect(screen.getByRole("dialog", { name: "Add Room" })).toBeTruthy();
  });

  it("gives focus back to the field after Keep editing, and to Add Room once discarded", async () => {
    open("admin");
    const addRoom = await screen.findByRole("button", { name: "Add Room" });
    addRoom.focus();
    fireEvent.click(addRoom);
    const dialog = await screen.findByRole("dialog", { name: "Add Room" });
    const number = within(dialog).getByLabelText(/Room number/);
    await waitFor(() => expect(document.activeElement).toBe(number));
    fireEvent.change(number, { target: { value: "301" } });
    const floor = within(dialog).getByLabelText("Floor");
    floor.focus();

    pressEscape();
    const question = await screen.findByRole("dialog", { name: "Discard changes?" });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Keep editing" })),
    );
    fireEvent.click(within(question).getByRole("button", { name: "Keep editing" }));
    // Back where the administrator was: the floor, not the dialog's first field.
    await waitFor(() => expect(document.activeElement).toBe(floor));

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Discard changes?" })).getByRole("button", {
        name: "Discard changes",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Room" })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add Room" })),
    );
  });

  it("keeps a dialog and what was typed when the rooms fail to load again behind it", async () => {
    let failing = false;
    const { queryClient } = open("admin", {
      "rooms.list": () => {
        if (failing) throw apiError("INTERNAL_SERVER_ERROR", "The server is busy");
        return [testRoom("101", "available")];
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Room" });
    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "301" } });
    failing = true;
    void queryClient.invalidateQueries();
    // The list shows its error behind the dialog; the dialog is untouched.
    expect(await screen.findByText(/The server is busy/)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Add Room" })).toBe(dialog);
    expect(within(dialog).getByLabelText(/Room number/)).toHaveProperty("value", "301");
  });

  it("leaves no question open when the save it was asked over lands", async () => {
    let answer: (room: unknown) => void = () => {};
    open("admin", {
      "rooms.create": (input) =>
        new Promise((resolve) => {
          answer = () => resolve(testRoom("301", "available", input as Record<string, unknown>));
        }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Room" });
    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "301" } });
    await choose(dialog, /Room type/, "Deluxe");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Room" }));
    // Escape while the save is on its way: the form still has its changes, so it asks.
    pressEscape();
    await screen.findByRole("dialog", { name: "Discard changes?" });
    answer(null);
    expect(await screen.findByText("Room 301 added")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Room" })).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull();
  });

  it("closes the dialog when its changes are discarded by a navigation that keeps the page", async () => {
    const { router } = open("admin");
    fireEvent.click(await screen.findByRole("button", { name: "Add Room" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Room" });
    fireEvent.change(within(dialog).getByLabelText(/Room number/), { target: { value: "301" } });
    void router.navigate({ to: "/rooms", hash: "retired-rooms-heading" });
    const question = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.click(within(question).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(router.state.location.hash).toBe("retired-rooms-heading"));
    // Still on the Rooms screen, without the form whose changes were thrown away.
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Room" })).toBeNull());
    expect(screen.getByRole("article", { name: "Room 101" })).toBeTruthy();
  });
});
