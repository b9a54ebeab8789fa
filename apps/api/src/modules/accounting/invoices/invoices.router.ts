import {
  creditNoteIdInput,
  invoiceCreditNoteInput,
  invoiceIdInput,
  invoiceInput,
  invoiceListInput,
  invoiceReceiptInput,
  nextInvoiceNumberInput,
  updateInvoiceInput,
} from "@atithi/domain";
import { idempotentProcedure } from "../../../platform/idempotency/idempotent-procedure";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import {
  cancelInvoice,
  createCreditNote,
  createInvoice,
  deleteInvoice,
  getCreditNote,
  getInvoice,
  issueInvoice,
  listInvoices,
  nextInvoiceNumber,
  printDetails,
  receivePayment,
  updateInvoice,
} from "./invoices.service";

export const invoicesRouter = router({
  list: authorizedProcedure("invoices.read")
    .input(invoiceListInput)
    .query(({ ctx, input }) => listInvoices(ctx.db, input, ctx.config.timeZone)),
  get: authorizedProcedure("invoices.read")
    .input(invoiceIdInput)
    .query(({ ctx, input }) => getInvoice(ctx.db, input.id, ctx.config.timeZone)),
  /** The invoice with what its PDF prints besides: the seller's registration, the party's address. */
  printable: authorizedProcedure("invoices.read")
    .input(invoiceIdInput)
    .query(async ({ ctx, input }) => {
      const invoice = await getInvoice(ctx.db, input.id, ctx.config.timeZone);
      return { invoice, ...(await printDetails(ctx.db, invoice.id)) };
    }),
  nextNumber: authorizedProcedure("invoices.read")
    .input(nextInvoiceNumberInput)
    .query(({ ctx, input }) => nextInvoiceNumber(ctx.db, input, ctx.config.timeZone)),
  create: idempotentProcedure("invoices.write")
    .input(invoiceInput)
    .mutation(({ ctx, input }) => createInvoice(actor(ctx), input)),
  update: idempotentProcedure("invoices.write")
    .input(updateInvoiceInput)
    .mutation(({ ctx, input }) => updateInvoice(actor(ctx), input)),
  delete: authorizedProcedure("invoices.write")
    .input(invoiceIdInput)
    .mutation(({ ctx, input }) => deleteInvoice(actor(ctx), input.id)),
  issue: idempotentProcedure("invoices.write")
    .input(invoiceIdInput)
    .mutation(({ ctx, input }) => issueInvoice(actor(ctx), input.id)),
  receive: idempotentProcedure("invoices.write")
    .input(invoiceReceiptInput)
    .mutation(({ ctx, input: { id, ...receipt } }) => receivePayment(actor(ctx), id, receipt)),
  creditNote: idempotentProcedure("invoices.write")
    .input(invoiceCreditNoteInput)
    .mutation(({ ctx, input: { id, ...note } }) => createCreditNote(actor(ctx), id, note)),
  cancel: idempotentProcedure("invoices.write")
    .input(invoiceIdInput)
    .mutation(({ ctx, input }) => cancelInvoice(actor(ctx), input.id)),
  getCreditNote: authorizedProcedure("invoices.read")
    .input(creditNoteIdInput)
    .query(({ ctx, input }) => getCreditNote(ctx.db, input.id)),
  printableCreditNote: authorizedProcedure("invoices.read")
    .input(creditNoteIdInput)
    .query(async ({ ctx, input }) => {
      const note = await getCreditNote(ctx.db, input.id);
      const invoice = await getInvoice(ctx.db, note.invoiceId, ctx.config.timeZone);
      return { note, invoice, ...(await printDetails(ctx.db, invoice.id)) };
    }),
});
