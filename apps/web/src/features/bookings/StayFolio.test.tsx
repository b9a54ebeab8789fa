import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, sentKeys } from "../../test/fake-api";
import { CheckInOutDialog } from "./CheckInOutDialog";
import { renderWithApi } from "./render-with-api";
import { testBooking, testFolio } from "./test-booking";

const folioOf = (booking = testBooking({ status: "checked_in" })) => ({
  action: "folio" as const,
  booking,
});

async function choose(label: RegExp, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option, hidden: true }));
}

describe("the stay's folio", () => {
  it("shows the room nights, each extra with its category, SAC and GST, the tax halves and the totals", async () => {
    renderWithApi(<CheckInOutDialog stay={folioOf()} onClose={() => {}} />, {
      "bookings.folio": () => testFolio(),
    });
    expect(await screen.findByRole("dialog", { name: "Stay Folio" })).toBeTruthy();
    const room = await screen.findByRole("listitem", { name: "Room, 2 nights" });
    expect(room.textContent).toContain("SAC 996311 · 2 nights · GST 5% · Taxable ₹12,800.00");
    expect(room.textContent).toContain("CGST ₹320.00 · SGST ₹320.00");
    expect(room.textContent).toContain("₹13,440.00");
    const dinner = screen.getByRole("listitem", { name: "Dinner for two" });
    expect(dinner.textContent).toContain("Food and beverage · SAC 996332 · 2 × ₹1,200.00 · GST 5%");
    expect(dinner.textContent).toContain("₹2,520.00");
    const totals = within(screen.getByRole("region", { name: "Totals" }));
    for (const [label, amount] of [
      ["Room", "₹12,800.00"],
      ["Extras", "₹2,400.00"],
      ["CGST", "₹380.00"],
      ["SGST", "₹380.00"],
      ["Total Amount", "₹15,960.00"],
      ["Already Paid", "₹5,000.00"],
      ["Pending Amount", "₹10,960.00"],
    ] as const) {
      expect(totals.getByText(label).nextElementSibling?.textContent).toBe(amount);
    }
    expect(screen.queryByText("Refund Due")).toBeNull();
    expect(screen.getByText("Initial payment")).toBeTruthy();
    // Only the check-out dialog checks out.
    expect(screen.queryByRole("button", { name: /Checkout/ })).toBeNull();
  });

  it("adds an extra with the category's default GST shown and a rate chosen, then removes one", async () => {
    const addCharge = vi.fn((input: unknown) => ({ ...testFolio().charges[0], ...(input as object) }));
    const deleteCharge = vi.fn(() => ({ success: true }));
    renderWithApi(<CheckInOutDialog stay={folioOf()} onClose={() => {}} />, {
      "bookings.folio": () => testFolio(),
      "bookings.addCharge": addCharge,
      "bookings.deleteCharge": deleteCharge,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add Extra" }));
    const form = screen.getByRole("form", { name: "Add Extra" });
    expect(within(form).getByText("SAC 996332 · GST 5% by default")).toBeTruthy();
    await choose(/Category/, "Laundry");
    expect(within(form).getByText("SAC 999712 · GST 18% by default")).toBeTruthy();
    expect(within(form).getByLabelText("Description")).toHaveProperty("value", "Laundry");
    expect(within(form).getByRole("combobox", { name: "GST Rate" })).toHaveProperty("value", "Default (18%)");

    fireEvent.click(within(form).getByRole("button", { name: "Add to Folio" }));
    expect(await within(form).findByText("Amount is required")).toBeTruthy();
    expect(addCharge).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText("Description"), { target: { value: "Suit pressed" } });
    fireEvent.change(within(form).getByLabelText("Unit Price (₹)"), { target: { value: "250" } });
    fireEvent.change(within(form).getByLabelText("Quantity"), { target: { value: "3" } });
    await choose(/GST Rate/, "5%");
    fireEvent.click(within(form).getByRole("button", { name: "Add to Folio" }));
    expect(await screen.findByText("Suit pressed is on the folio")).toBeTruthy();
    expect(addCharge).toHaveBeenCalledWith({
      bookingId: "b1",
      category: "laundry",
      description: "Suit pressed",
      amount: "250",
      quantity: 3,
      gstRate: 5,
    });
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add Extra" })).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Remove Dinner for two" }));
    expect(await screen.findByText("The extra has been removed from the folio")).toBeTruthy();
    expect(deleteCharge).toHaveBeenCalledWith({ bookingId: "b1", chargeId: "c1" });
  });

  it("sends no GST rate when the category's default is kept, and shows the server's refusal", async () => {
    const addCharge = vi.fn(() => {
      throw apiError("CONFLICT", "The guest has checked out; the folio is closed");
    });
    renderWithApi(<CheckInOutDialog stay={folioOf()} onClose={() => {}} />, {
      "bookings.folio": () => testFolio(),
      "bookings.addCharge": addCharge,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add Extra" }));
    fireEvent.change(screen.getByLabelText("Unit Price (₹)"), { target: { value: "1200" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to Folio" }));
    expect(
      await screen.findByText("Failed to add extra: The guest has checked out; the folio is closed"),
    ).toBeTruthy();
    expect(addCharge).toHaveBeenCalledWith({
      bookingId: "b1",
      category: "food_beverage",
      description: "Food and beverage",
      amount: "1200",
      quantity: 1,
    });
  });

  it("issues the invoice early after asking, and then keeps the folio as it is", async () => {
    let issued = false;
    const issueInvoice = vi.fn(() => {
      issued = true;
      return { invoiceNumber: "SI/2026-27/0007" };
    });
    renderWithApi(<CheckInOutDialog stay={folioOf()} onClose={() => {}} />, {
      "bookings.folio": () =>
        testFolio(
          issued ? { invoice: { number: "SI/2026-27/0007", date: "2026-11-22", kind: "tax_invoice" } } : {},
        ),
      "bookings.issueInvoice": issueInvoice,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Issue Invoice" }));
    expect(screen.getByText(/no extras can be added or removed afterwards/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Issue Invoice Now" }));
    expect(await screen.findByText("Invoice SI/2026-27/0007 has been issued")).toBeTruthy();
    expect(issueInvoice).toHaveBeenCalledWith({ id: "b1" });
    expect(await screen.findByText("Tax invoice SI/2026-27/0007")).toBeTruthy();
    expect(screen.getByText("Issued 22/11/2026")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add Extra" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Dinner for two" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Issue Invoice" })).toBeNull();
  });

  it("offers a manager the refund of what is due back, never more", async () => {
    const refund = vi.fn(() => ({}));
    const dueBack = testFolio({ totalPaid: "25000.00", pendingAmount: "0.00", refundDue: "9040.00" });
    renderWithApi(
      <CheckInOutDialog stay={folioOf(testBooking({ status: "checked_out" }))} onClose={() => {}} />,
      { "bookings.folio": () => dueBack, "payments.refund": refund },
      { role: "manager" },
    );
    expect(await screen.findByText("Refund Due")).toBeTruthy();
    expect(screen.getByText("₹9,040.00")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Collect Payment" })).toBeNull();
    const form = screen.getByRole("form", { name: "Refund" });
    fireEvent.change(within(form).getByLabelText("Refund Amount (₹)"), { target: { value: "9040.01" } });
    fireEvent.click(within(form).getByRole("button", { name: "Record Refund" }));
    expect(await screen.findByText("Refund amount must be between ₹0.01 and ₹9,040.00")).toBeTruthy();
    expect(refund).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText("Refund Amount (₹)"), { target: { value: "9040" } });
    await choose(/Refund Method/, "UPI");
    fireEvent.change(within(form).getByLabelText("Notes (optional)"), { target: { value: "Left early" } });
    fireEvent.click(within(form).getByRole("button", { name: "Record Refund" }));
    expect(await screen.findByText("Refund has been recorded successfully")).toBeTruthy();
    expect(refund).toHaveBeenCalledWith({
      bookingId: "b1",
      amount: "9040",
      paymentMethod: "upi",
      notes: "Left early",
    });
  });

  it("lists refunds as money going out", async () => {
    const payments = [
      ...testFolio().payments,
      {
        id: "p2",
        bookingId: "b1",
        kind: "refund" as const,
        amount: "1200.00",
        paymentMethod: "upi" as const,
        paymentDate: "2026-11-23T06:00:00.000Z",
        notes: "Left early",
        voided: null,
      },
    ];
    renderWithApi(<CheckInOutDialog stay={folioOf()} onClose={() => {}} />, {
      "bookings.folio": () => testFolio({ payments }),
    });
    expect(await screen.findByText("− ₹1,200.00")).toBeTruthy();
    expect(screen.getByText("Refund", { selector: "span" })).toBeTruthy();
    expect(screen.getByText("Left early")).toBeTruthy();
  });

  it("offers a manager the Void of a payment taken today, and shows a voided one with its reversal", async () => {
    const now = new Date().toISOString();
    const [taken] = testFolio().payments;
    if (!taken) throw new Error("the test folio has a payment");
    const payments = [
      { ...taken, paymentDate: now },
      {
        ...taken,
        id: "p2",
        amount: "700.00",
        paymentDate: now,
        voided: { at: now, reason: "Entered twice" },
      },
    ];
    const voidPayment = vi.fn(() => ({}));
    const view = renderWithApi(
      <CheckInOutDialog stay={folioOf()} onClose={() => {}} />,
      { "bookings.folio": () => testFolio({ payments }), "payments.void": voidPayment },
      { role: "manager" },
    );
    expect(await screen.findByText("Reversal: Entered twice")).toBeTruthy();
    // The voided payment and its reversal.
    expect(screen.getAllByText("Voided")).toHaveLength(2);
    // Only the payment still standing can be voided.
    expect(screen.getAllByRole("button", { name: /^Void payment/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Void payment of ₹5,000.00" }));
    const dialog = await screen.findByRole("dialog", { name: "Void Payment" });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Wrong stay" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Void Payment" }));
    expect(await screen.findByText("The payment and its receipt are voided")).toBeTruthy();
    expect(voidPayment).toHaveBeenCalledWith({ id: "p1", reason: "Wrong stay" });
    expect(sentKeys["payments.void"]?.at(-1)).toMatch(/^[0-9a-f]{32}$/);
    view.unmount();

    // The front desk asks a manager: no Void for them.
    renderWithApi(
      <CheckInOutDialog stay={folioOf()} onClose={() => {}} />,
      { "bookings.folio": () => testFolio({ payments }) },
      { role: "front_desk" },
    );
    expect(await screen.findByText("Reversal: Entered twice")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Void payment/ })).toBeNull();
  });

  it("hides the refund from the front desk and every change from an accountant", async () => {
    const dueBack = testFolio({ totalPaid: "25000.00", pendingAmount: "0.00", refundDue: "9040.00" });
    const view = renderWithApi(
      <CheckInOutDialog stay={folioOf()} onClose={() => {}} />,
      { "bookings.folio": () => dueBack },
      { role: "front_desk" },
    );
    expect(await screen.findByText("Refund Due")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Refund" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add Extra" })).toBeTruthy();
    view.unmount();

    renderWithApi(
      <CheckInOutDialog
        stay={{ action: "check-out", booking: testBooking({ status: "checked_in" }) }}
        onClose={() => {}}
      />,
      { "bookings.folio": () => testFolio() },
      { role: "accountant" },
    );
    expect(await screen.findByRole("listitem", { name: "Dinner for two" })).toBeTruthy();
    for (const name of [
      "Add Extra",
      "Remove Dinner for two",
      "Issue Invoice",
      "Record Payment",
      /Checkout/,
    ]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
  });

  it("offers no invoice of its own for a group's room", async () => {
    renderWithApi(
      <CheckInOutDialog
        stay={folioOf(testBooking({ status: "checked_in", groupBookingId: "g1" }))}
        onClose={() => {}}
      />,
      { "bookings.folio": () => testFolio() },
    );
    await screen.findByRole("listitem", { name: "Dinner for two" });
    expect(screen.queryByRole("button", { name: "Issue Invoice" })).toBeNull();
  });

  it("says when GST is not charged", async () => {
    renderWithApi(<CheckInOutDialog stay={folioOf()} onClose={() => {}} />, {
      "bookings.folio": () =>
        testFolio({
          gstEnabled: false,
          lines: [{ ...testFolio().lines[0], rates: [0], cgst: "0.00", sgst: "0.00", tax: "0.00" }] as never,
        }),
    });
    expect(await screen.findByText("GST is not charged: it is turned off in the tax settings.")).toBeTruthy();
    expect(screen.getByRole("listitem", { name: "Room, 2 nights" }).textContent).toContain("No GST");
  });
});

describe("a cancelled stay's folio", () => {
  it("takes the payment of a fee still pending on it", async () => {
    renderWithApi(
      <CheckInOutDialog
        stay={{ action: "folio", booking: testBooking({ status: "cancelled", cancelReason: "no_show" }) }}
        onClose={() => {}}
      />,
      { "bookings.folio": () => testFolio({ pendingAmount: "1575.00" }) },
    );
    expect(await screen.findByRole("form", { name: "Collect Payment" })).toBeTruthy();
  });
});
