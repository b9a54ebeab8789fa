import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAs } from "./render-as";
import { draftDetail, draftVoucher, expenseDetail, expenseVoucher, postedVoucher } from "./test-vouchers";
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

  it("offers no Approve to the voucher's maker while maker-checker is on, and does when it is off", async () => {
    const mine = { ...draftVoucher, id: "v5", createdBy: "u1", narration: "My own entry" };
    const settings = { voucherMakerChecker: true };
    const { unmount } = renderAs("accountant", <VouchersPage />, {
      "vouchers.list": list([mine, draftVoucher]),
      "vouchers.approvalSettings": () => settings,
    });
    const own = await screen.findByRole("row", { name: "Draft: My own entry" });
    const others = screen.getByRole("row", { name: "Draft: Cash withdrawn for the kitchen" });
    await waitFor(() => expect(within(others).queryByRole("button", { name: "Approve" })).toBeTruthy());
    expect(within(own).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(own).getByRole("button", { name: "Edit this draft" })).toBeTruthy();
    unmount();

    settings.voucherMakerChecker = false;
    renderAs("accountant", <VouchersPage />, {
      "vouchers.list": list([mine]),
      "vouchers.approvalSettings": () => settings,
    });
    const row = await screen.findByRole("row", { name: "Draft: My own entry" });
    await waitFor(() => expect(within(row).queryByRole("button", { name: "Approve" })).toBeTruthy());
  });

  it("offers no Reverse on an automatic voucher and sends the user to its document", async () => {
    renderAs(
      "admin",
      <VouchersPage />,
      {
        "vouchers.list": list([expenseVoucher, postedVoucher]),
        "vouchers.get": () => expenseDetail,
      },
      { routed: true },
    );
    const automatic = await screen.findByRole("row", { name: "PV/2026-27/0001" });
    expect(within(automatic).queryByRole("button", { name: "Reverse" })).toBeNull();
    const manual = screen.getByRole("row", { name: "JV/2026-27/0001" });
    expect(within(manual).getByRole("button", { name: "Reverse" })).toBeTruthy();
    fireEvent.click(within(automatic).getByRole("button", { name: "View PV/2026-27/0001" }));
    const dialog = await screen.findByRole("dialog", { name: "Voucher" });
    const postedBy = await within(dialog).findByText("Posted by");
    expect(postedBy.nextElementSibling?.textContent).toBe(
      'expense "Electricity bill" of ₹1,000.50 on 20/11/2026 · correct it there',
    );
    expect(within(dialog).getByRole("link", { name: "correct it there" }).getAttribute("href")).toBe(
      "/expenses",
    );
    expect(within(dialog).queryByRole("button", { name: "Reverse" })).toBeNull();
  });

  it("tells the front desk it has no access", () => {
    renderAs("front_desk", <VouchersPage />, {});
    expect(screen.getByText("You do not have access to this screen.")).toBeTruthy();
  });
});
