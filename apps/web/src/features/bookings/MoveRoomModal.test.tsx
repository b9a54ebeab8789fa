import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MoveRoomModal } from "./MoveRoomModal";
import { renderWithApi } from "./render-with-api";
import { testBooking } from "./test-booking";

describe("MoveRoomModal", () => {
  it("offers the rooms free for the nights that move, and moves the stay", async () => {
    const available = vi.fn(() => [{ id: "r102", number: "102", capacity: 3 }]);
    const move = vi.fn(() => testBooking({ status: "checked_in", room: { number: "102" }, roomId: "r102" }));
    const onClose = vi.fn();
    renderWithApi(
      <MoveRoomModal
        booking={testBooking({ status: "checked_in", checkInDate: "2026-11-20", checkOutDate: "2026-11-24" })}
        onClose={onClose}
      />,
      { "rooms.available": available, "bookings.move": move },
    );
    // Checked in since the 20th: the nights from today (22/11/2026) move.
    expect(await screen.findByText(/The nights from 22\/11\/2026 move to the new room/)).toBeTruthy();
    await waitFor(() =>
      expect(available).toHaveBeenCalledWith({ checkInDate: "2026-11-22", checkOutDate: "2026-11-24" }),
    );
    const select = await screen.findByRole("combobox", { name: /New Room/ });
    await waitFor(() => expect(select.hasAttribute("disabled")).toBe(false));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole("option", { name: "Room 102", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    await waitFor(() => expect(move).toHaveBeenCalledWith({ id: "b1", roomId: "r102" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
