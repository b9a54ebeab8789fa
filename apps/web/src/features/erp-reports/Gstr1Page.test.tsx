import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T06:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const GSTIN = "27AAPFU0939F1ZV";
const october = {
  gstin: GSTIN,
  fp: "102026",
  b2b: [
    {
      ctin: "29AABCR1718E1ZL",
      inv: [
        {
          inum: "SI/2026-27/0001",
          idt: "03-10-2026",
          val: 13848,
          pos: "27",
          rchrg: "N",
          inv_typ: "R",
          itms: [
            { num: 1, itm_det: { rt: 5, txval: 2400, iamt: 0, camt: 60, samt: 60, csamt: 0 } },
            { num: 2, itm_det: { rt: 18, txval: 9600, iamt: 0, camt: 864, samt: 864, csamt: 0 } },
          ],
        },
      ],
    },
  ],
  b2cs: [
    {
      sply_ty: "INTRA",
      pos: "27",
      typ: "OE",
      rt: 5,
      txval: 12800.1,
      iamt: 0,
      camt: 320,
      samt: 320.01,
      csamt: 0,
    },
  ],
  doc_issue: {
    doc_det: [
      {
        doc_num: 1,
        docs: [
          { num: 1, from: "SI/2026-27/0001", to: "SI/2026-27/0002", totnum: 2, cancel: 0, net_issue: 2 },
          { num: 2, from: "IN/2026-27/0001", to: "IN/2026-27/0003", totnum: 3, cancel: 1, net_issue: 2 },
        ],
      },
    ],
  },
};

function capture() {
  const saved: { name: string; blob: Blob }[] = [];
  let current: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    current = blob as Blob;
    return "blob:gstr1";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (current) saved.push({ name: this.download, blob: current });
  });
  return saved;
}

const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe("the GSTR-1 screen", () => {
  it("opens on last month, sums each section and downloads the JSON and a section's CSV", async () => {
    const asked: unknown[] = [];
    const csvAsked: unknown[] = [];
    renderApp("/erp/reports/gstr1", {
      "auth.me": () => testUser("accountant"),
      "gstReturns.gstr1": (input: unknown) => {
        asked.push(input);
        return october;
      },
      "gstReturns.gstr1Csv": (input: unknown) => {
        csvAsked.push(input);
        return { fileName: "GSTR1-102026-b2b.csv", csv: "GSTIN/UIN of Recipient,Receiver Name\r\n" };
      },
    });
    const b2b = await screen.findByRole("region", { name: "B2B invoices" });
    expect(asked).toEqual([{ period: "2026-10" }]);
    expect(screen.getByText("GSTR-1, October 2026")).toBeTruthy();
    expect(screen.getByText(`GSTIN ${GSTIN} · return period 102026`)).toBeTruthy();
    expect(within(b2b).getByText("1 invoice")).toBeTruthy();
    const b2bAmounts = within(b2b).getByRole("table", { name: "B2B invoices amounts" });
    expect(within(b2bAmounts).getByRole("row", { name: "Invoice value ₹13,848.00" })).toBeTruthy();
    expect(within(b2bAmounts).getByRole("row", { name: "Taxable value ₹12,000.00" })).toBeTruthy();
    expect(within(b2bAmounts).getByRole("row", { name: "CGST ₹924.00" })).toBeTruthy();
    expect(within(b2bAmounts).queryByText("Cess")).toBeNull();
    const b2cs = screen.getByRole("region", { name: "B2C (small), by place and rate" });
    expect(within(b2cs).getByRole("row", { name: "SGST ₹320.01" })).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Credit notes, registered" })).getByText("None this month"),
    ).toBeTruthy();
    const docs = screen.getByRole("region", { name: "Documents issued" });
    expect(
      within(docs).getByRole("row", { name: /^SI\/2026-27\/0001 ?to SI\/2026-27\/0002 2 invoices$/ }),
    ).toBeTruthy();
    // Three issued, one of them cancelled since.
    expect(
      within(docs).getByRole("row", {
        name: /^IN\/2026-27\/0001 ?to IN\/2026-27\/0003 2 invoices, 1 cancelled$/,
      }),
    ).toBeTruthy();

    const saved = capture();
    fireEvent.click(screen.getByRole("button", { name: "Download JSON" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe("GSTR1-102026.json");
    expect(JSON.parse(await text(saved[0]?.blob as Blob))).toEqual(october);

    fireEvent.click(within(b2b).getByRole("button", { name: "Download b2b CSV" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(csvAsked).toEqual([{ period: "2026-10", section: "b2b" }]);
    expect(saved[1]?.name).toBe("GSTR1-102026-b2b.csv");
    // Text with a byte-order mark (the reader drops it, the size counts its three bytes).
    const csv = "GSTIN/UIN of Recipient,Receiver Name\r\n";
    expect(await text(saved[1]?.blob as Blob)).toBe(csv);
    expect(saved[1]?.blob.size).toBe(3 + csv.length);
    expect(saved[1]?.blob.type).toBe("text/csv;charset=utf-8");
  });

  it("says so when the month has no documents", async () => {
    renderApp("/erp/reports/gstr1", {
      "auth.me": () => testUser("manager"),
      "gstReturns.gstr1": () => ({ gstin: GSTIN, fp: "102026" }),
    });
    expect(await screen.findByText("No tax invoices were issued in October 2026")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "B2B invoices" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download JSON" })).toBeTruthy();
  });

  it("shows the server's refusal while the hotel has no GSTIN", async () => {
    const message = "Set the hotel's GSTIN in Settings → Tax (with GST enabled) before filing GSTR-1";
    renderApp("/erp/reports/gstr1", {
      "auth.me": () => testUser("admin"),
      "gstReturns.gstr1": () => {
        throw apiError("CONFLICT", message);
      },
    });
    // The alert on the page (a toast says it too, for a moment).
    const alert = (await screen.findByText("Could not load the GSTR-1 return")).closest<HTMLElement>(
      "[role=alert]",
    );
    expect(alert && within(alert).getByText(message)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download JSON" })).toHaveProperty("disabled", true);
  });

  it("is not shown to the front desk, who is sent to the dashboard", async () => {
    const { router } = renderApp("/erp/reports/gstr1", { "auth.me": () => testUser("front_desk") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
