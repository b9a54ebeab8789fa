import {
  creditNoteInput,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  invoiceInput,
  invoiceListInput,
  nextInvoiceNumberInput,
  receiptInput,
} from "@atithi/domain";
import { z } from "zod";
import { renderCreditNotePdf, renderGstInvoicePdf } from "../../../platform/pdf/gst-invoice";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { fileHeaders } from "../../../platform/storage/storage";
import { createCallerFactory } from "../../../platform/trpc/init";
import { INVOICE_LIST_LIMIT } from "./invoices.repository";
import { invoicesRouter } from "./invoices.router";

const route = restRoutes("Invoices", invoicesRouter, createCallerFactory(invoicesRouter));
const listShape = invoiceListInput.unwrap().shape;
const fileName = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

export const invoicesRest = [
  route({
    method: "GET",
    procedure: "list",
    path: "/api/erp/invoices",
    summary: `Invoices, newest first (at most ${INVOICE_LIST_LIMIT}): a search over number or party name, a status (overdue is derived from the due date)`,
    query: z.object({
      search: listShape.search.describe("Part of the invoice number or of the party's name, any case"),
      status: z
        .enum(["all", ...INVOICE_STATUSES], {
          message: `Status must be one of all, ${INVOICE_STATUSES.join(", ")}`,
        })
        .optional(),
      invoiceType: z.enum(INVOICE_TYPES, { message: INVOICE_MESSAGES.type }).optional(),
    }),
    call: (c, { query }) => c.list(query),
  }),
  route({
    method: "GET",
    procedure: "nextNumber",
    path: "/api/erp/invoices/next-number",
    summary:
      "The next number of the series (IN for sales, PB for bills) in the financial year of the date (today)",
    query: nextInvoiceNumberInput.unwrap(),
    call: (c, { query }) => c.nextNumber(query),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/erp/invoices",
    summary:
      "A draft invoice (or, with invoiceType purchase, a supplier's bill); every amount is computed by the server, the client's totals are ignored",
    status: 201,
    body: invoiceInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "GET",
    procedure: "get",
    path: "/api/erp/invoices/:id",
    summary: "One invoice with its lines, payments and credit notes",
    params: idParams,
    call: (c, { params }) => c.get({ id: params.id }),
  }),
  route({
    method: "PUT",
    procedure: "update",
    path: "/api/erp/invoices/:id",
    summary: "Replace a draft whole (409 once issued)",
    params: idParams,
    body: invoiceInput,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
  route({
    method: "DELETE",
    procedure: "delete",
    path: "/api/erp/invoices/:id",
    summary: "Delete a draft (409 once issued: issue a credit note instead)",
    params: idParams,
    call: (c, { params }) => c.delete({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "issue",
    path: "/api/erp/invoices/:id/issue",
    summary: "Issue a draft: number and date frozen, posted to the ledger, status sent",
    params: idParams,
    call: (c, { params }) => c.issue({ id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "receive",
    path: "/api/erp/invoices/:id/payments",
    summary: "Money received against an issued invoice (paid on a bill), at most the balance, posted",
    status: 201,
    params: idParams,
    body: receiptInput,
    call: (c, { params, body }) => c.receive({ ...body, id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "creditNote",
    path: "/api/erp/invoices/:id/credit-notes",
    summary: "A credit note (debit note on a bill) giving back all or part of an issued invoice, posted",
    status: 201,
    params: idParams,
    body: creditNoteInput,
    call: (c, { params, body }) => c.creditNote({ ...body, id: params.id }),
  }),
  route({
    method: "POST",
    procedure: "cancel",
    path: "/api/erp/invoices/:id/cancel",
    summary: "Cancel: a draft simply, an issued invoice by a credit note of all that is left",
    status: 201,
    params: idParams,
    call: (c, { params }) => c.cancel({ id: params.id }),
  }),
  route({
    method: "GET",
    procedure: "printable",
    path: "/api/erp/invoices/:id/pdf",
    summary: "The tax invoice as a PDF on A4 (Rule 46 fields)",
    params: idParams,
    produces: "application/pdf",
    call: async (c, { params }, reply) => {
      const printable = await c.printable({ id: params.id });
      reply.headers(
        fileHeaders({
          contentType: "application/pdf",
          disposition: "inline",
          fileName: fileName(printable.invoice.invoiceNumber ?? "draft-invoice"),
        }),
      );
      return renderGstInvoicePdf(printable);
    },
  }),
  route({
    method: "GET",
    procedure: "getCreditNote",
    path: "/api/erp/credit-notes/:id",
    summary: "One credit note (or debit note) with its lines",
    params: idParams,
    call: (c, { params }) => c.getCreditNote({ id: params.id }),
  }),
  route({
    method: "GET",
    procedure: "printableCreditNote",
    path: "/api/erp/credit-notes/:id/pdf",
    summary: "The credit note as a PDF on A4 (Rule 53 fields)",
    params: idParams,
    produces: "application/pdf",
    call: async (c, { params }, reply) => {
      const printable = await c.printableCreditNote({ id: params.id });
      reply.headers(
        fileHeaders({
          contentType: "application/pdf",
          disposition: "inline",
          fileName: fileName(printable.note.noteNumber),
        }),
      );
      return renderCreditNotePdf(printable);
    },
  }),
];
