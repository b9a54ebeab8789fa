import type { GstReport } from "@atithi/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../../test/render";
import { GstTab } from "./GstTab";

const report: GstReport = {
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  gstEnabled: true,
  totalIncome: "30000.00",
  taxableIncome: "23000.00",
  cgst: "1095.00",
  sgst: "1095.00",
  gstAmount: "2190.00",
  entries: [
    {
      bookingId: "b1",
      description: 'Room 101 – Rao, "Asha"',
      date: "2026-11-10",
      nights: 2,
      rates: ["5.00"],
      amount: "15000.00",
      cgst: "375.00",
      sgst: "375.00",
      gstAmount: "750.00",
    },
    {
      bookingId: "b2",
      description: "Room 102 – Kumar",
      date: "2026-11-10",
      nights: 1,
      rates: ["18.00"],
      amount: "8000.00",
      cgst: "720.00",
      sgst: "720.00",
      gstAmount: "1440.00",
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe("GstTab", () => {
  it("lists each stay with its taxable value, CGST, SGST and tax, and the totals", () => {
    renderWithMantine(<GstTab report={report} />);
    const table = screen.getByRole("table", { name: "GST by stay" });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      'Room 101 – Rao, "Asha"',
      "10/11/2026",
      "2",
      "5.00",
      "₹15,000.00",
      "₹375.00",
      "₹375.00",
      "₹750.00",
    ]);
    expect(within(table).getByText("₹2,190.00")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "CGST" })).getByText("₹1,095.00")).toBeTruthy();
    expect(screen.queryByText("GST is disabled")).toBeNull();
  });

  it("downloads the same rows as CSV, amounts exact and fields quoted", async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:report";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithMantine(<GstTab report={report} />);
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(saved).toBeDefined());
    // jsdom's Blob has no text(); FileReader reads it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as Blob);
    });
    expect(text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Stay,From,Nights,Rate %,Taxable value,CGST,SGST,Total tax",
      '"Room 101 – Rao, ""Asha""",2026-11-10,2,5.00,15000.00,375.00,375.00,750.00',
      "Room 102 – Kumar,2026-11-10,1,18.00,8000.00,720.00,720.00,1440.00",
      "Total,,,,23000.00,1095.00,1095.00,2190.00",
      "",
    ]);
  });

  it("says when GST is disabled and when there is nothing to tax", () => {
    renderWithMantine(<GstTab report={{ ...report, gstEnabled: false, entries: [] }} />);
    expect(screen.getByText("GST is disabled")).toBeTruthy();
    expect(screen.getByText("No GST data found for the selected period")).toBeTruthy();
  });
});
