import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FakeProcedure } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

afterEach(() => notifications.clean());

const asha = {
  id: "g1",
  name: "Asha Rao",
  phone: "9876543210",
  email: null,
  idProofNumber: "XXXX-XXXX-4455",
  createdAt: "2026-11-21T20:00:00.000Z",
};
const again = { ...asha, id: "g2", name: "Asha Rau", email: "asha@example.in", idProofNumber: null };

const money = (charged: string, paid: string, refunded: string, balance: string) => ({
  charged,
  paid,
  refunded,
  balance,
  pending: balance.startsWith("-") ? "0.00" : balance,
  refundDue: balance.startsWith("-") ? balance.slice(1) : "0.00",
});
const history = {
  guest: asha,
  stays: [
    {
      id: "b2",
      checkInDate: "2026-12-20",
      checkOutDate: "2026-12-21",
      status: "cancelled",
      roomNumber: "102",
      groupBookingId: null,
      // Nothing billed, ₹2,000 paid, ₹500 back: ₹1,500 to give back.
      ...money("0.00", "2000.00", "500.00", "-1500.00"),
    },
    {
      id: "b1",
      checkInDate: "2026-12-10",
      checkOutDate: "2026-12-12",
      status: "confirmed",
      roomNumber: "101",
      groupBookingId: null,
      ...money("13440.00", "4000.00", "0.00", "9440.00"),
    },
  ],
  totals: money("13440.00", "6000.00", "500.00", "7940.00"),
};

function open(role: string, procedures: Record<string, FakeProcedure> = {}) {
  return renderApp("/guests?guest=g1", {
    "auth.me": () => testUser(role),
    "guests.history": () => history,
    "guests.list": () => [asha, again],
    ...procedures,
  });
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

describe("A guest's screen", () => {
  it("shows the stays with dates as dd/MM/yyyy, each stay's money and the totals", async () => {
    open("accountant");
    expect(await screen.findByRole("heading", { name: "Asha Rao" })).toBeTruthy();
    const [cancelled, long] = screen.getAllByRole("article");
    if (!cancelled || !long) throw new Error("stays missing");
    expect(within(long).getByText("10/12/2026 – 12/12/2026")).toBeTruthy();
    expect(within(long).getByText("Room 101 · 2 nights")).toBeTruthy();
    expect(within(long).getByText("₹13,440.00")).toBeTruthy();
    expect(within(long).getByText("Owes ₹9,440.00")).toBeTruthy();
    expect(within(cancelled).getByText("cancelled")).toBeTruthy();
    expect(within(cancelled).getByText("Refund due ₹1,500.00")).toBeTruthy();
    const totals = screen.getByRole("region", { name: "Money over 2 stays" });
    expect(within(totals).getByText("₹6,000.00")).toBeTruthy();
    expect(within(totals).getByText("Owes ₹7,940.00")).toBeTruthy();
    // An accountant reads guests only: no button the server would refuse.
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Merge duplicate" })).toBeNull();
  });

  it("lets the front desk edit, asking before unsaved changes are discarded, but not merge", async () => {
    const update = vi.fn((input: unknown) => ({ ...asha, ...(input as object) }));
    open("front_desk", { "guests.update": update });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    expect(screen.queryByRole("button", { name: "Merge duplicate" })).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "Edit Guest" });
    const name = within(dialog).getByLabelText(/Guest Name/);
    expect((name as HTMLInputElement).value).toBe("Asha Rao");
    fireEvent.change(name, { target: { value: "Asha R. Rao" } });
    pressEscape();
    const question = await screen.findByRole("dialog", { name: "Discard changes?" });
    fireEvent.click(within(question).getByRole("button", { name: "Keep editing" }));
    // A full Aadhaar number is refused before it is sent.
    const idProof = within(dialog).getByLabelText(/ID Proof Number/);
    fireEvent.change(idProof, { target: { value: "2345 6789 0123" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(/keep only its last four digits/)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(idProof, { target: { value: "XXXX-XXXX-0123" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        id: "g1",
        name: "Asha R. Rao",
        phone: "9876543210",
        // Blank as typed: the server's schema makes it none.
        email: "",
        idProofNumber: "XXXX-XXXX-0123",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Guest" })).toBeNull());
  });

  it("lets a manager merge a duplicate found by search, after showing both records", async () => {
    const merge = vi.fn(() => ({ guest: { ...asha, email: again.email }, movedStays: ["b3"] }));
    open("manager", { "guests.merge": merge });
    fireEvent.click(await screen.findByRole("button", { name: "Merge duplicate" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge a duplicate of Asha Rao" });
    // The guest's own record is not offered as its duplicate.
    const found = await within(dialog).findByRole("list", { name: "Matching guests" });
    await waitFor(() => expect(within(found).getAllByRole("listitem")).toHaveLength(1));
    fireEvent.click(within(found).getByRole("button", { name: "Choose Asha Rau" }));
    const confirm = await screen.findByRole("dialog", { name: "Merge these guests?" });
    const kept = within(confirm).getByRole("article", { name: "Keep: Asha Rao" });
    const removed = within(confirm).getByRole("article", { name: "Remove: Asha Rau" });
    expect(within(kept).getByText("XXXX-XXXX-4455")).toBeTruthy();
    expect(within(removed).getByText("asha@example.in")).toBeTruthy();
    expect(within(removed).getByText("22/11/2026")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Merge guests" }));
    await waitFor(() => expect(merge).toHaveBeenCalledWith({ id: "g1", duplicateId: "g2" }));
    expect(await screen.findByText("Asha Rau merged into Asha Rao (1 stay moved)")).toBeTruthy();
  });
});
