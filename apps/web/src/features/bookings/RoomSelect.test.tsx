import { Button } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { RoomSelect } from "./RoomSelect";
import { renderWithApi } from "./render-with-api";

function Form() {
  const [roomId, setRoomId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  return (
    <>
      <RoomSelect
        label="Room"
        value={roomId}
        onChange={setRoomId}
        checkInDate="2026-12-01"
        checkOutDate="2026-12-03"
      />
      <p>chosen: {roomId ?? "none"}</p>
      <Button onClick={() => void queryClient.invalidateQueries()}>Refresh</Button>
    </>
  );
}

describe("RoomSelect", () => {
  it("lets go of a room booked meanwhile at another terminal, and says which", async () => {
    let free = [
      { id: "r101", number: "101", capacity: 2 },
      { id: "r102", number: "102", capacity: 2 },
    ];
    renderWithApi(<Form />, { "rooms.available": () => free });
    const select = await screen.findByRole("combobox", { name: "Room" });
    await waitFor(() => expect(select.hasAttribute("disabled")).toBe(false));
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole("option", { name: "Room 101", hidden: true }));
    expect(await screen.findByText("chosen: r101")).toBeTruthy();

    free = [{ id: "r102", number: "102", capacity: 2 }];
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("Room 101 is no longer free on these dates")).toBeTruthy();
    expect(screen.getByText("chosen: none")).toBeTruthy();

    fireEvent.click(select);
    fireEvent.click(await screen.findByRole("option", { name: "Room 102", hidden: true }));
    expect(await screen.findByText("chosen: r102")).toBeTruthy();
    expect(screen.queryByText(/is no longer free/)).toBeNull();
  });

  it("keeps the room the form's own booking has just taken", async () => {
    const onChange = vi.fn();
    const available = vi.fn(() => [{ id: "r102", number: "102", capacity: 2 }]);
    renderWithApi(
      <RoomSelect
        label="Room"
        value="r101"
        onChange={onChange}
        checkInDate="2026-12-01"
        checkOutDate="2026-12-03"
        keepChoice
      />,
      { "rooms.available": available },
    );
    await waitFor(() => expect(available).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText(/is no longer free/)).toBeNull();
  });
});
