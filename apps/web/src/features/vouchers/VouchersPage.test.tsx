import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAs } from "./render-as";
import { draftDetail, draftVoucher, postedVoucher } from "./test-vouchers";
import { VouchersPage } from "./VouchersPage";

const list =
  (items = [draftVoucher, postedVoucher]) =>
  () => ({ items, hasMore: false, pendingCount: 1 });

describe("Vouchers page", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-22T06:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("lists vouchers with their number, date, type, amount and status, and how many await approval", async () => {
    renderAs("accountant", <VouchersPage />, { "vouchers.list": list() });
    const posted = await screen.findByRole("row", { name: "JV/2026-27/0001" });
    for (const text of [
      "20/11/2026",
      "Journal",
      "Opening cash",
      "₹5,000.00",
      "Posted",
      "approved by admin",
    ]) {
      expect(within(posted).getByText(text)).toBeTruthy();
    }
    const draft = screen.getByRole("row", { name: "Draft: Cash withdrawn for the kitchen" });
    expect(within(draft).getByText("Pending")).toBeTruthy();
    expect(within(draft).getByText("₹1,000.50")).toBeTruthy();
    expect(screen.getByLabelText("Pending vouchers").textContent).toBe("1");
    expect(screen.getByText("voucher awaiting approval")).toBeTruthy();
    expect(within(posted).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(draft).queryByRole("button", { name: "Reverse" })).toBeNull();
  });

  it("filters by status, pending meaning drafts", async () => {
    const calls: unknown[] = [];
    renderAs("accountant", <VouchersPage />, {
      "vouchers.list": (input) => {
        calls.push(input);
        return list()();
      },
    });
    await screen.findByRole("row", { name: "JV/2026-27/0001" });
    fireEvent.click(screen.getByRole("radio", { name: "Pending" }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ status: "pending", page: 1 }));
  });

  it("approves a draft after asking, and tells the number it was posted under", async () => {
    const approve = vi.fn(() => ({ ...draftDetail, status: "posted", voucherNumber: "JV/2026-27/0002" }));
    renderAs("accountant", <VouchersPage />, { "vouchers.list": list(), "vouchers.approve": approve });
    const draft = await screen.findByRole("row", { name: "Draft: Cash withdrawn for the kitchen" });
    fireEvent.click(within(draft).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Voucher" });
    expect(approve).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve and Post" }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith({ id: "v1" }));
    expect(await screen.findByText("JV/2026-27/0002 is posted to the general ledger")).toBeTruthy();
  });

  it("reverses a posted voucher on the date chosen (today unless changed)", async () => {
    const reverse = vi.fn(() => ({
      ...draftDetail,
      id: "v3",
      status: "posted",
      voucherNumber: "JV/2026-27/0002",
      reversesVoucherId: "v2",
      reversesVoucherNumber: "JV/2026-27/0001",
    }));
    renderAs("admin", <VouchersPage />, { "vouchers.list": list(), "vouchers.reverse": reverse });
    const posted = await screen.findByRole("row", { name: "JV/2026-27/0001" });
    fireEvent.click(within(posted).getByRole("button", { name: "Reverse" }));
    const dialog = await screen.findByRole("dialog", { name: "Reverse Voucher" });
    expect(within(dialog).getByLabelText(/Reversal Date/)).toHaveProperty("value", "22/11/2026");
    fireEvent.click(within(dialog).getByRole("button", { name: "Reverse Voucher" }));
    await waitFor(() => expect(reverse).toHaveBeenCalledWith({ id: "v2", date: "2026-11-22" }));
    expect(await screen.findByText("JV/2026-27/0001 is cancelled by JV/2026-27/0002")).toBeTruthy();
  });

  it("shows a manager the vouchers without the buttons that write", async () => {
    renderAs("manager", <VouchersPage />, { "vouchers.list": list(), "vouchers.get": () => draftDetail });
    const draft = await screen.findByRole("row", { name: "Draft: Cash withdrawn for the kitchen" });
    expect(screen.queryByRole("button", { name: "New Voucher" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reverse" })).toBeNull();
    fireEvent.click(within(draft).getByRole("button", { name: "View this draft" }));
    const dialog = await screen.findByRole("dialog", { name: "Voucher" });
    expect((await within(dialog).findAllByText("Petty cash")).length).toBeGreaterThan(0);
    expect(within(dialog).getByText("1100 · Cash in Hand")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("tells the front desk it has no access", () => {
    renderAs("front_desk", <VouchersPage />, {});
    expect(screen.getByText("You do not have access to this screen.")).toBeTruthy();
  });
});
