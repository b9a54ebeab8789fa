import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, formatDisplayDate } from "@atithi/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, HOTEL_GSTIN, roomId, setGst, stay, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();
afterEach(() => {
  vi.useRealTimers();
});

const travelTo = (date: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${date}T06:30:00Z`));
};

describe("GST charged on a stay, with its folio and its tax invoice", () => {
  it("bills room, extras and GST; payments are limited by it; check-out issues the invoice once", async () => {
    await setGst();
    // Two adults, two nights: ₹6,400 a night, 5% (below ₹7,500).
    const booking = await stay("101", today(), 2, { paidAmount: "1000" });
    expect(booking).toMatchObject({ taxAmount: "640.00", amountDue: "13440.00" });

    const dinner = await api("POST", `/api/bookings/${booking.id}/charges`, {
      description: "Dinner for two",
      category: "food_beverage",
      amount: "1200",
      quantity: 2,
    });
    expect(dinner.statusCode).toBe(201);
    expect(dinner.json()).toMatchObject({ sac: "996332", gstRate: "5.00", amount: "2400.00" });
    const laundry = (
      await api("POST", `/api/bookings/${booking.id}/charges`, {
        description: "Laundry",
        category: "laundry",
        amount: "300",
      })
    ).json();
    expect(laundry).toMatchObject({ gstRate: "18.00" });
    expect((await api("DELETE", `/api/bookings/${booking.id}/charges/${laundry.id}`)).statusCode).toBe(200);
    expect((await api("DELETE", `/api/bookings/${booking.id}/charges/${laundry.id}`)).statusCode).toBe(404);
    // A booking with a folio is cancelled, not deleted (found by the boundary walk as a 500).
    const unpaid = await stay("103", addDays(today(), 20), 1);
    await api("POST", `/api/bookings/${unpaid.id}/charges`, {
      description: "Cake",
      category: "other",
      amount: "500",
    });
    const deleted = await api("DELETE", `/api/bookings/${unpaid.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      "This booking has a folio (extras or an invoice) and cannot be deleted; cancel it instead",
    );

    const summary = (await api("GET", `/api/bookings/${booking.id}/checkout-summary`)).json();
    expect(summary).toMatchObject({
      roomAmount: "12800.00",
      chargesAmount: "2400.00",
      taxAmount: "760.00",
      cgst: "380.00",
      sgst: "380.00",
      totalAmount: "15960.00",
      totalPaid: "1000.00",
      pendingAmount: "14960.00",
      refundDue: "0.00",
    });
    const folio = (await api("GET", `/api/bookings/${booking.id}/folio`)).json();
    expect(folio.lines.map((l: { sac: string; rates: number[] }) => [l.sac, l.rates])).toEqual([
      ["996311", [5]],
      ["996332", [5]],
    ]);

    const over = await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: "14960.01",
      paymentMethod: "upi",
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("Payment amount must be between ₹1 and ₹14,960.00");

    travelTo(addDays(today(), 2));
    expect(
      (await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" })).statusCode,
    ).toBe(409);
    vi.useRealTimers();
    expect(
      (await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" })).statusCode,
    ).toBe(200);
    travelTo(addDays(today(), 2));
    const refused = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" });
    expect(refused.json().message).toBe(
      "₹14,960.00 is still pending. Please collect payment before checkout.",
    );
    await api("POST", "/api/payments", { bookingId: booking.id, amount: "14960", paymentMethod: "card" });
    const out = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" });
    expect(out.json()).toMatchObject({ status: "checked_out", paymentStatus: "paid", amountDue: "15960.00" });

    const first = (await api("POST", `/api/bookings/${booking.id}/invoice`)).json();
    const again = (await api("POST", `/api/bookings/${booking.id}/invoice`)).json();
    expect(first.invoiceNumber).toMatch(/^SI\/\d{4}-\d{2}\/0001$/);
    expect(again).toMatchObject({ invoiceNumber: first.invoiceNumber, invoiceDate: first.invoiceDate });
    expect(first.document).toMatchObject({
      kind: "tax_invoice",
      seller: { gstin: HOTEL_GSTIN, state: "27 Maharashtra" },
      placeOfSupply: "27 Maharashtra",
      total: "15960.00",
      amountInWords: "Rupees Fifteen Thousand Nine Hundred Sixty Only",
    });
    const closed = await api("POST", `/api/bookings/${booking.id}/charges`, {
      description: "Late snack",
      category: "food_beverage",
      amount: "100",
    });
    expect(closed.statusCode).toBe(409);

    const pdf = await api("GET", `/api/bookings/${booking.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    if (existsSync("/usr/bin/pdftotext")) {
      const file = join(mkdtempSync(join(tmpdir(), "atithi-invoice-")), "invoice.pdf");
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"]).toString();
      expect(text).toContain("Tax Invoice");
      expect(text).toContain(first.invoiceNumber);
      expect(text).toContain(HOTEL_GSTIN);
      expect(text).toContain("₹15,960.00");
    }
  });

  it("charges no GST while it is disabled, and re-bills stays not yet invoiced when it is enabled", async () => {
    const booking = await stay("102", addDays(today(), 10), 1);
    expect(booking).toMatchObject({ taxAmount: "0.00", amountDue: "6400.00" });
    await setGst();
    const after = (await api("GET", `/api/bookings/${booking.id}/checkout-summary`)).json();
    expect(after).toMatchObject({ taxAmount: "320.00", totalAmount: "6720.00" });
  });
});

describe("the stay's life: early departure, cancellation, refunds, no-show", () => {
  it("re-prices an early departure and refunds what was paid beyond it, never more", async () => {
    const booking = await stay("101", today(), 3, { paidAmount: "19200" });
    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    travelTo(addDays(today(), 1));
    const out = (await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" })).json();
    // ₹19,200 paid for three nights, one used: ₹19,200 − ₹6,400 = ₹12,800 due back, on the booking too.
    expect(out).toMatchObject({
      checkOutDate: addDays(out.checkInDate, 1),
      totalAmount: "6400.00",
      refundDue: "12800.00",
    });
    const summary = (await api("GET", `/api/bookings/${booking.id}/checkout-summary`)).json();
    expect(summary).toMatchObject({ totalAmount: "6400.00", totalPaid: "19200.00", refundDue: "12800.00" });

    const tooMuch = await api("POST", `/api/bookings/${booking.id}/refunds`, {
      amount: "12800.01",
      paymentMethod: "upi",
    });
    expect(tooMuch.statusCode).toBe(400);
    // Five refunds of ₹5,000 at once: only two fit in ₹12,800.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api("POST", `/api/bookings/${booking.id}/refunds`, {
          amount: "5000",
          paymentMethod: "upi",
          notes: "Early departure",
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const after = (await api("GET", `/api/bookings/${booking.id}/checkout-summary`)).json();
    expect(after).toMatchObject({ totalPaid: "9200.00", refundDue: "2800.00" });
    expect(after.payments.filter((p: { kind: string }) => p.kind === "refund")).toHaveLength(2);
  });

  it("previews an early departure as the check-out will bill it, saving nothing (3 nights booked, ₹4,000 paid, one used)", async () => {
    await setGst();
    // Two adults: ₹6,400 a night, 5% GST (below ₹7,500): ₹6,720 a night, ₹20,160 for three.
    const booking = await stay("102", today(), 3, { paidAmount: "4000" });
    const confirmed = (await api("GET", `/api/bookings/${booking.id}/departure`)).json();
    expect(confirmed).toMatchObject({ totalAmount: "20160.00", pendingAmount: "16160.00" });
    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    travelTo(addDays(today(), 1));
    // Leaving after one night: ₹6,720, of which ₹4,000 is paid.
    const departure = await api("GET", `/api/bookings/${booking.id}/departure`);
    expect(departure.statusCode).toBe(200);
    expect(departure.json()).toMatchObject({
      roomAmount: "6400.00",
      taxAmount: "320.00",
      totalAmount: "6720.00",
      totalPaid: "4000.00",
      pendingAmount: "2720.00",
      refundDue: "0.00",
      checkOutDate: today(),
    });
    // Nothing was saved: the stay still runs three nights and owes for them.
    const folio = (await api("GET", `/api/bookings/${booking.id}/folio`)).json();
    expect(folio).toMatchObject({ totalAmount: "20160.00", pendingAmount: "16160.00" });
    const refused = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" });
    expect(refused.json().message).toContain("₹2,720.00");
    await api("POST", "/api/payments", { bookingId: booking.id, amount: "2720", paymentMethod: "cash" });
    expect((await api("GET", `/api/bookings/${booking.id}/departure`)).json()).toMatchObject({
      pendingAmount: "0.00",
    });
    const out = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ totalAmount: "6400.00", amountDue: "6720.00", checkOutDate: today() });
    expect((await api("GET", "/api/bookings/unknown-stay/departure")).statusCode).toBe(404);
  });

  it("previews the refund due when more was paid than the nights used cost", async () => {
    // One adult: ₹3,200 a night without GST; ₹4,000 paid for three nights, leaving after one.
    const booking = await stay("103", today(), 3, { adults: 1, paidAmount: "4000" });
    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    travelTo(addDays(today(), 1));
    expect((await api("GET", `/api/bookings/${booking.id}/departure`)).json()).toMatchObject({
      totalAmount: "3200.00",
      pendingAmount: "0.00",
      refundDue: "800.00",
    });
    // The preview locks the stay as a check-out does: it is for those who check guests out.
    const user = await t.createUser("accountant", "books");
    const accountant = await t.login(user.username, "password-accountant-1");
    expect(
      (await api("GET", `/api/bookings/${booking.id}/departure`, undefined, accountant)).statusCode,
    ).toBe(403);
  });

  it("cancels with a fee: the room is freed, only the fee stays billed, a full refund shows refunded", async () => {
    await setGst();
    const checkIn = addDays(today(), 5);
    const booking = await stay("103", checkIn, 2, { paidAmount: "5000" });
    await api("POST", `/api/bookings/${booking.id}/charges`, {
      description: "Cancellation fee",
      category: "cancellation_fee",
      amount: "1000",
    });
    const cancelled = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "cancelled" });
    // ₹1,000 fee + 5% GST = ₹1,050 billed; ₹5,000 − ₹1,050 = ₹3,950 due back.
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      cancelReason: "cancelled",
      amountDue: "1050.00",
      refundDue: "3950.00",
    });
    const free = (
      await api("GET", `/api/rooms/available?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`)
    ).json();
    expect(free.map((r: { number: string }) => r.number)).toContain("103");
    const refund = await api("POST", `/api/bookings/${booking.id}/refunds`, {
      amount: "3950",
      paymentMethod: "bank_transfer",
    });
    expect(refund.statusCode).toBe(201);
    const row = (await api("GET", "/api/bookings?search=Guest%20103")).json()[0];
    expect(row).toMatchObject({ paidAmount: "1050.00", paymentStatus: "refunded", refundDue: "0.00" });
  });

  it("takes the payment of a cancellation fee, and bounds a no-show fee", async () => {
    const booking = await stay("102", addDays(today(), 3), 2, { paidAmount: "0" });
    await api("POST", `/api/bookings/${booking.id}/charges`, {
      description: "Cancellation fee",
      category: "cancellation_fee",
      amount: "1000",
    });
    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "cancelled" });
    const fee = await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: "1000",
      paymentMethod: "cash",
    });
    expect(fee.statusCode, fee.body).toBe(201);
    const after = (await api("GET", `/api/bookings/${booking.id}/checkout-summary`)).json();
    expect(after).toMatchObject({ totalAmount: "1000.00", pendingAmount: "0.00", refundDue: "0.00" });
    const more = await api("POST", "/api/payments", {
      bookingId: booking.id,
      amount: "1",
      paymentMethod: "cash",
    });
    expect(more.statusCode).toBe(409);

    const other = await stay("103", today(), 1);
    const huge = await api("POST", `/api/bookings/${other.id}/no-show`, { fee: "1000000.01" });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain("Fee can be at most ₹10,00,000");
  });

  it("keeps an invoiced stay's bill: an early departure is not re-priced and the booking cannot be edited", async () => {
    const booking = await stay("101", today(), 3, { paidAmount: "19200" });
    await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_in" });
    const invoice = await api("POST", `/api/bookings/${booking.id}/invoice`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const edit = await api("PUT", `/api/bookings/${booking.id}`, {
      guestId: (await api("GET", "/api/bookings?search=Guest%20101")).json()[0].guestId,
      roomId: await roomId("101"),
      checkInDate: today(),
      checkOutDate: addDays(today(), 2),
      adults: 2,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      "The stay is already invoiced; its dates, guests and price can no longer change",
    );
    travelTo(addDays(today(), 1));
    const out = await api("PATCH", `/api/bookings/${booking.id}/status`, { status: "checked_out" });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ status: "checked_out", totalAmount: "19200.00" });
    const folio = (await api("GET", `/api/bookings/${booking.id}/folio`)).json();
    expect(folio).toMatchObject({ totalAmount: "19200.00", pendingAmount: "0.00", refundDue: "0.00" });
    // The room is free again for the nights the guest gave up.
    const free = (
      await api(
        "GET",
        `/api/rooms/available?checkIn=${addDays(out.json().checkInDate, 1)}&checkOut=${out.json().checkOutDate}`,
      )
    ).json();
    expect(free.map((r: { number: string }) => r.number)).toContain("101");
  });

  it("refuses to cancel or mark a no-show an invoiced stay, and counts an unpaid fee as pending", async () => {
    const invoiced = await stay("101", today(), 2, { paidAmount: "1000" });
    const number = (await api("POST", `/api/bookings/${invoiced.id}/invoice`)).json().invoiceNumber;
    const cancel = await api("PATCH", `/api/bookings/${invoiced.id}/status`, { status: "cancelled" });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      `The stay's invoice ${number} is issued; it can no longer be cancelled`,
    );
    const noShow = await api("POST", `/api/bookings/${invoiced.id}/no-show`, { fee: "500" });
    expect(noShow.statusCode).toBe(409);
    const folio = (await api("GET", `/api/bookings/${invoiced.id}/folio`)).json();
    expect(folio.charges).toHaveLength(0);

    const before = (await api("GET", "/api/dashboard/stats")).json().pendingPayments;
    const other = await stay("102", addDays(today(), 2), 1);
    await api("POST", `/api/bookings/${other.id}/charges`, {
      description: "Cancellation fee",
      category: "cancellation_fee",
      amount: "1000",
    });
    await api("PATCH", `/api/bookings/${other.id}/status`, { status: "cancelled" });
    const after = (await api("GET", "/api/dashboard/stats")).json().pendingPayments;
    expect(Number(after) - Number(before)).toBe(1000);
  });

  it("marks a no-show from the arrival day's cut-off, 18:00, freeing the room and charging the fee", async () => {
    const arrival = addDays(today(), 3);
    const booking = await stay("101", arrival, 2);
    const tryNoShow = () => api("POST", `/api/bookings/${booking.id}/no-show`, { fee: "1500" });
    const notYet = `A no-show can be marked from 18:00 on ${formatDisplayDate(arrival)}, the arrival day's cut-off`;
    travelTo(addDays(arrival, -1));
    expect((await tryNoShow()).json()).toMatchObject({ message: notYet });
    // 06:30 UTC is 12:00 in India: the guest may still come.
    travelTo(arrival);
    const atNoon = await tryNoShow();
    expect(atNoon.statusCode).toBe(409);
    expect(atNoon.json().message).toBe(notYet);
    // 12:30 UTC is 18:00 in India.
    vi.setSystemTime(new Date(`${arrival}T12:30:00Z`));
    const res = await tryNoShow();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", cancelReason: "no_show", amountDue: "1500.00" });
    const again = await api("POST", `/api/bookings/${booking.id}/no-show`);
    expect(again.statusCode).toBe(409);
  });

  it("follows the cut-off an administrator sets, kept when a script leaves it out", async () => {
    const arrival = addDays(today(), 2);
    const booking = await stay("102", arrival, 1);
    const set = await api("PUT", "/api/settings/front-desk", {
      maxDiscountWithoutApproval: 10,
      noShowCutoff: "11:30",
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ maxDiscountWithoutApproval: 10, noShowCutoff: "11:30" });
    const kept = await api("PUT", "/api/settings/front-desk", { maxDiscountWithoutApproval: 15 });
    expect(kept.json()).toMatchObject({ maxDiscountWithoutApproval: 15, noShowCutoff: "11:30" });
    const wrong = await api("PUT", "/api/settings/front-desk", {
      maxDiscountWithoutApproval: 15,
      noShowCutoff: "24:00",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("The no-show cut-off must be a time from 00:00 to 23:59 (HH:mm)");
    // 06:30 UTC is 12:00 in India, past 11:30.
    travelTo(arrival);
    const res = await api("POST", `/api/bookings/${booking.id}/no-show`);
    expect(res.statusCode).toBe(200);
  });
});

describe("groups with GST", () => {
  it("bills each member its GST, so the group can be paid in full and checked out", async () => {
    await setGst();
    const rooms = [await roomId("101"), await roomId("102")];
    const group = (
      await api("POST", "/api/group-bookings", {
        groupBookingData: {
          groupName: "Sharma wedding",
          contactPersonName: "Ravi Sharma",
          contactPersonPhone: "9876512345",
          checkInDate: today(),
          checkOutDate: addDays(today(), 1),
        },
        roomSelections: rooms.map((roomId) => ({ roomId, guestName: "Guest", adults: 2 })),
      })
    ).json();
    expect(group.totalAmount).toBe("13440.00");
    expect((await api("POST", `/api/group-bookings/${group.id}/check-in`)).statusCode).toBe(200);
    const memberId = (await api("GET", `/api/bookings?search=Guest`)).json()[0].id;
    const ownInvoice = await api("POST", `/api/bookings/${memberId}/invoice`);
    expect(ownInvoice.statusCode).toBe(409);
    expect(ownInvoice.json().message).toBe(
      "This stay belongs to a group booking; it is billed on the group's invoice",
    );
    const invoice = (await api("POST", `/api/group-bookings/${group.id}/generate-invoice`)).json();
    expect(invoice.invoice).toMatchObject({ taxAmount: "640.00", totalAmount: "13440.00" });
    const extra = await api("POST", `/api/bookings/${memberId}/charges`, {
      description: "Laundry",
      category: "laundry",
      amount: "200",
    });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toBe(
      `The stay is billed on its group's invoice ${invoice.invoice.invoiceNumber}; its folio can no longer change`,
    );
    const again = (await api("POST", `/api/group-bookings/${group.id}/generate-invoice`)).json();
    expect(again.invoice).toMatchObject({
      invoiceNumber: invoice.invoice.invoiceNumber,
      invoiceDate: invoice.invoice.invoiceDate,
    });
    for (const m of invoice.members as { id: string; amountDue: string }[]) {
      expect(
        (await api("POST", "/api/payments", { bookingId: m.id, amount: m.amountDue, paymentMethod: "upi" }))
          .statusCode,
      ).toBe(201);
    }
    travelTo(addDays(today(), 1));
    const out = await api("POST", `/api/group-bookings/${group.id}/check-out`);
    expect(out.json()).toMatchObject({ status: "checked_out" });
  });

  it("cancels a whole confirmed group in one go, freeing every room; a checked-in group cannot be", async () => {
    const checkIn = addDays(today(), 3);
    const rooms = [await roomId("101"), await roomId("102")];
    const group = (
      await api("POST", "/api/group-bookings", {
        groupBookingData: {
          groupName: "Cancelled retreat",
          contactPersonName: "Anil",
          contactPersonPhone: "9876511111",
          checkInDate: checkIn,
          checkOutDate: addDays(checkIn, 2),
        },
        roomSelections: rooms.map((roomId) => ({ roomId, guestName: "Guest", adults: 1 })),
      })
    ).json();
    const cancelled = await api("POST", `/api/group-bookings/${group.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    const free = (
      await api("GET", `/api/rooms/available?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}`)
    ).json();
    expect(free.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(rooms));
    const members = (await api("GET", "/api/bookings?search=Guest")).json() as {
      status: string;
      cancelReason: string;
    }[];
    expect(members.every((m) => m.status === "cancelled" && m.cancelReason === "cancelled")).toBe(true);
    expect((await api("POST", `/api/group-bookings/${group.id}/cancel`)).statusCode).toBe(409);
  });
});
