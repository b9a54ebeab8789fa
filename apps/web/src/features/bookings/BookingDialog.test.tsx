import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickRange } from "../../test/date-pickers";
import { apiError } from "../../test/fake-api";
import { BookingDialog } from "./BookingDialog";
import { renderWithApi } from "./render-with-api";

const rooms = [{ id: "r101", number: "101", capacity: 6, roomTypeId: "type-deluxe" }];
// Listed as the server may list them: the default is not first.
const plans = [
  { id: "plan-weekend", name: "Weekend", isDefault: false },
  { id: "plan-rack", name: "Rack", isDefault: true },
];

/**
 * The server's quote for a stay of 27–30/11/2026 (Fri, Sat, Sun nights) by the plan asked:
 * Rack prices every night ₹3,200; Weekend prices Friday and Saturday ₹4,500.
 */
function quoteFor(input: unknown) {
  const { ratePlanId } = input as { ratePlanId?: string };
  const weekend = ratePlanId === "plan-weekend";
  const friSat = weekend ? "4500.00" : "3200.00";
  const night = (date: string, amount: string) => ({ date, amount, gstRate: 5 });
  return {
    ratePlan: { id: ratePlanId, name: weekend ? "Weekend" : "Rack" },
    nights: [night("2026-11-27", friSat), night("2026-11-28", friSat), night("2026-11-29", "3200.00")],
    // Weekend: 4,500 × 2 + 3,200 = 12,200; 5% GST 610 (305 + 305); total 12,810.
    // Rack: 3,200 × 3 = 9,600; 5% GST 480 (240 + 240); total 10,080.
    subtotal: weekend ? "12200.00" : "9600.00",
    discountAmount: "0.00",
    chargesAmount: "0.00",
    cgst: weekend ? "305.00" : "240.00",
    sgst: weekend ? "305.00" : "240.00",
    totalAmount: weekend ? "12810.00" : "10080.00",
    pendingApproval: false,
  };
}

function openNewBooking(procedures = {}) {
  return renderWithApi(<BookingDialog state={{ booking: null }} onClose={() => {}} />, {
    "rooms.available": () => rooms,
    "ratePlans.list": () => plans,
    "bookings.quote": quoteFor,
    ...procedures,
  });
}

/** The guest, the dates 27–30/11 and Room 101: all a price needs. */
async function fillStay() {
  fireEvent.change(screen.getByLabelText(/Guest Name/), { target: { value: "Asha Rao" } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: "9876543210" } });
  await pickRange(/Check-in Date/, "2026-11-27", "2026-11-30");
  await waitFor(() =>
    expect(screen.getByRole("combobox", { name: "Room" })).toHaveProperty("disabled", false),
  );
  fireEvent.click(screen.getByRole("combobox", { name: "Room" }));
  fireEvent.click(await screen.findByRole("option", { name: "Room 101", hidden: true }));
}

const priceRegion = () => screen.getByRole("region", { name: "Price" });

const setDates = (checkIn: string, checkOut: string) => pickRange(/Check-in Date/, checkIn, checkOut);

describe("BookingDialog", () => {
  // The calendar opens on the property's month.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T06:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("offers rooms only once both dates are set", async () => {
    const available = vi.fn(() => []);
    openNewBooking({ "rooms.available": available });
    expect(screen.getByPlaceholderText("Select dates first")).toBeTruthy();
    await setDates("2026-11-22", "2026-11-24");
    expect(await screen.findByPlaceholderText("No rooms available")).toBeTruthy();
    expect(screen.getByLabelText(/Check-in Date/).textContent).toContain("22/11/2026 – 24/11/2026");
    expect(screen.getByText("2 nights")).toBeTruthy();
    expect(available).toHaveBeenCalledWith({ checkInDate: "2026-11-22", checkOutDate: "2026-11-24" });
  });

  it("asks the server's quote with the form's values, the type's default plan first, and shows its figures", async () => {
    const quote = vi.fn(quoteFor);
    const create = vi.fn(() => ({ id: "b1" }));
    openNewBooking({ "bookings.quote": quote, "bookings.create": create });
    expect(priceRegion().textContent).toContain("The price shows once");
    await fillStay();

    const plan = screen.getByRole("combobox", { name: "Rate Plan" });
    await waitFor(() => expect(plan).toHaveProperty("value", "Rack (default)"));
    await waitFor(() => expect(priceRegion().textContent).toContain("₹10,080.00"));
    expect(quote).toHaveBeenLastCalledWith(
      expect.objectContaining({
        roomId: "r101",
        ratePlanId: "plan-rack",
        checkInDate: "2026-11-27",
        checkOutDate: "2026-11-30",
        adults: 1,
        children: 0,
      }),
    );
    // Three equal nights are one line.
    expect(priceRegion().textContent).toContain("27/11/2026: 3 nights × ₹3,200.00");

    fireEvent.click(plan);
    fireEvent.click(await screen.findByRole("option", { name: "Weekend", hidden: true }));
    await waitFor(() => expect(priceRegion().textContent).toContain("₹12,810.00"));
    const region = priceRegion().textContent ?? "";
    expect(region).toContain("27/11/2026: 2 nights × ₹4,500.00");
    expect(region).toContain("29/11/2026: 1 night × ₹3,200.00");
    expect(region).toContain("Subtotal₹12,200.00");
    expect(region).toContain("CGST₹305.00");
    expect(region).toContain("SGST₹305.00");
    expect(quote).toHaveBeenLastCalledWith(expect.objectContaining({ ratePlanId: "plan-weekend" }));

    // The payment status follows the quoted total (GST included).
    fireEvent.change(screen.getByLabelText("Amount Paid (₹)"), { target: { value: "12200" } });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Payment Status" })).toHaveProperty("value", "Advance"),
    );
    fireEvent.change(screen.getByLabelText("Amount Paid (₹)"), { target: { value: "12810" } });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Payment Status" })).toHaveProperty("value", "Paid"),
    );

    fireEvent.click(screen.getByRole("button", { name: "Create Booking" }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ roomId: "r101", ratePlanId: "plan-weekend", paidAmount: "12810" }),
    );
  });

  it("marks the figures as updating while other values are asked, and hides them when the form is incomplete", async () => {
    openNewBooking();
    await fillStay();
    await waitFor(() => expect(priceRegion().textContent).toContain("₹10,080.00"));
    fireEvent.change(screen.getByLabelText("Adults"), { target: { value: "2" } });
    expect(within(priceRegion()).getByRole("status").textContent).toBe("Updating…");
    fireEvent.change(screen.getByLabelText(/Guest Name/), { target: { value: "" } });
    expect(priceRegion().textContent).not.toContain("₹10,080.00");
    expect(priceRegion().textContent).toContain("The price shows once");
  });

  it("shows the server's refusal under the price", async () => {
    openNewBooking({
      "bookings.quote": () => {
        throw apiError("BAD_REQUEST", "Room 101 takes at most 3 guests");
      },
    });
    await fillStay();
    expect(await within(priceRegion()).findByRole("alert")).toHaveProperty(
      "textContent",
      "Room 101 takes at most 3 guests",
    );
    expect(priceRegion().textContent).not.toContain("Total");
  });

  it("shows the schema's messages on the fields", async () => {
    openNewBooking();
    fireEvent.click(screen.getByRole("button", { name: "Create Booking" }));
    for (const message of [
      "Guest name is required",
      "Valid phone number is required",
      "Check-in date is required",
      "Check-out date is required",
      "Room selection is required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });
});
