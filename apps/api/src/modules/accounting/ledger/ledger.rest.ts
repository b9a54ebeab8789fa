import { approvalSettingsInput, ledgerQueryFields, voucherInput, voucherListInput } from "@atithi/domain";
import { z } from "zod";
import { idParams, restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { ledgerRouter, vouchersRouter } from "./ledger.router";

const voucher = restRoutes("Vouchers", vouchersRouter, createCallerFactory(vouchersRouter));
const ledger = restRoutes("Ledger", ledgerRouter, createCallerFactory(ledgerRouter));

const page = z.coerce.number().optional().describe("From 1; 1 unless given");

/** Issue 12's voucher and ledger paths; each calls its procedure and nothing else. */
export const ledgerRest = [
  voucher({
    method: "GET",
    procedure: "list",
    path: "/api/erp/vouchers",
    summary:
      "One page of vouchers (50), newest first, filtered by status (pending = draft) and type; X-Has-More says whether another follows, X-Pending-Count how many drafts await approval",
    query: voucherListInput.unwrap().extend({ page }),
    call: async (c, { query }, reply) => {
      const result = await c.list(query);
      reply.header("x-has-more", String(result.hasMore));
      reply.header("x-pending-count", String(result.pendingCount));
      return result.items;
    },
  }),
  voucher({
    method: "POST",
    procedure: "create",
    path: "/api/erp/vouchers",
    summary: "Enter a voucher as a draft (lines balanced to the paisa)",
    status: 201,
    body: voucherInput,
    call: (c, { body }) => c.create(body),
  }),
  voucher({
    method: "GET",
    procedure: "get",
    path: "/api/erp/vouchers/:id",
    summary: "A voucher with its lines",
    params: idParams,
    call: (c, { params }) => c.get({ id: params.id }),
  }),
  voucher({
    method: "PUT",
    procedure: "update",
    path: "/api/erp/vouchers/:id",
    summary:
      "Replace a draft voucher (posted ones are never changed, and automatic ones are corrected through their document: 409)",
    params: idParams,
    body: voucherInput,
    call: (c, { params, body }) => c.update({ ...body, id: params.id }),
  }),
  voucher({
    method: "DELETE",
    procedure: "delete",
    path: "/api/erp/vouchers/:id",
    summary:
      "Delete a draft voucher (posted ones are reversed instead, automatic ones corrected through their document: 409)",
    params: idParams,
    call: (c, { params }) => c.delete({ id: params.id }),
  }),
  voucher({
    method: "POST",
    procedure: "approve",
    path: "/api/erp/vouchers/:id/approve",
    summary: "Approve a draft: number it and post it to the general ledger (accountants, administrators)",
    params: idParams,
    call: (c, { params }) => c.approve({ id: params.id }),
  }),
  voucher({
    method: "POST",
    procedure: "reverse",
    path: "/api/erp/vouchers/:id/reverse",
    summary:
      "Cancel a posted voucher by a reversing voucher, dated `date` or today; answers the reversing voucher. A voucher a document posted (an invoice, payment, expense, year-end close…) answers 409: correct the document instead",
    status: 201,
    params: idParams,
    body: z.object({ date: z.string().nullish().describe("yyyy-MM-dd; today unless given") }),
    call: (c, { params, body }) => c.reverse({ id: params.id, date: body.date ?? null }),
  }),
  voucher({
    method: "GET",
    procedure: "approvalSettings",
    path: "/api/erp/settings/approvals",
    summary: "Whether the user who entered (or last edited) a voucher is kept from approving it",
    call: (c) => c.approvalSettings(),
  }),
  voucher({
    method: "PUT",
    procedure: "setApprovalSettings",
    path: "/api/erp/settings/approvals",
    summary:
      "Maker-checker on or off (administrators); while on, nobody approves a voucher they entered or last edited",
    body: approvalSettingsInput,
    call: (c, { body }) => c.setApprovalSettings(body),
  }),
  ledger({
    method: "GET",
    procedure: "entries",
    path: "/api/erp/ledger",
    summary:
      "One page (50 lines) of an account's ledger between two dates, with opening, running and closing balances signed by the account's normal side",
    query: ledgerQueryFields.extend({ page }),
    call: (c, { query }) => c.entries(query),
  }),
];
