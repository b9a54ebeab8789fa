import type { InvoiceView } from "@atithi/domain";
import { api } from "./app-fixture";

/**
 * Ten parallel receipts of ₹500 against an issued invoice of ₹1,180 (10 × ₹100 at 18%) that only
 * two of them fit, as the race test and the test of its guard share it.
 */
export async function raceOfReceipts(fixture: { partyId: string; itemId: string }) {
  const created = await api("POST", "/api/erp/invoices", {
    invoice: {
      partyId: fixture.partyId,
      invoiceDate: "2026-11-20",
      dueDate: null,
    },
    lineItems: [{ itemId: fixture.itemId, quantity: 10, unitPrice: 100, taxRate: 18 }],
  });
  const { id } = created.json() as { id: string };
  await api("POST", `/api/erp/invoices/${id}/issue`);
  const results = await Promise.all(
    Array.from({ length: 10 }, () =>
      api("POST", `/api/erp/invoices/${id}/payments`, {
        amount: "500",
        paymentMethod: "cash",
        paymentDate: "2026-11-21",
      }),
    ),
  );
  const after = (await api("GET", `/api/erp/invoices/${id}`)).json() as InvoiceView;
  return { codes: results.map((r) => r.statusCode), after };
}

/**
 * Twelve drafts of a sale dated 20 Nov 2026, issued all at once, as the race test of the series and
 * the test of its guard share it: the answers' codes and the numbers the issued invoices hold.
 */
export async function raceOfIssues(fixture: { partyId: string; itemId: string }) {
  const ids: string[] = [];
  for (let i = 0; i < 12; i++) {
    const created = await api("POST", "/api/erp/invoices", {
      invoice: { partyId: fixture.partyId, invoiceDate: "2026-11-20", dueDate: null },
      lineItems: [{ itemId: fixture.itemId, quantity: 1, unitPrice: 100, taxRate: 18 }],
    });
    ids.push((created.json() as { id: string }).id);
  }
  const results = await Promise.all(ids.map((id) => api("POST", `/api/erp/invoices/${id}/issue`)));
  const numbers = [];
  for (const id of ids) {
    numbers.push(((await api("GET", `/api/erp/invoices/${id}`)).json() as InvoiceView).invoiceNumber);
  }
  return { codes: results.map((r) => r.statusCode), numbers };
}
