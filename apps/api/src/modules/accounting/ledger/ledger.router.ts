import {
  approvalSettingsInput,
  idInput,
  ledgerQueryInput,
  reverseVoucherInput,
  updateVoucherInput,
  voucherInput,
  voucherListInput,
} from "@atithi/domain";
import { idempotentProcedure } from "../../../platform/idempotency/idempotent-procedure";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { accountLedger } from "./account-ledger.service";
import {
  approvalSettings,
  approveVoucher,
  createDraft,
  deleteDraft,
  getVoucher,
  listVouchers,
  reverse,
  setApprovalSettings,
  updateDraft,
} from "./vouchers.service";

/**
 * Vouchers (issue 12): accountants and administrators write (`erp.write`) and approve; managers read
 * (`erp.read`); the front desk sees none of it. The approver is the signed-in user.
 */
export const vouchersRouter = router({
  list: authorizedProcedure("erp.read")
    .input(voucherListInput)
    .query(({ ctx, input }) => listVouchers(ctx.db, input)),

  get: authorizedProcedure("erp.read")
    .input(idInput)
    .query(({ ctx, input }) => getVoucher(ctx.db, input.id)),

  create: idempotentProcedure("erp.write")
    .input(voucherInput)
    .mutation(({ ctx, input }) => createDraft(actor(ctx), input)),

  update: idempotentProcedure("erp.write")
    .input(updateVoucherInput)
    .mutation(({ ctx, input }) => updateDraft(actor(ctx), input)),

  delete: authorizedProcedure("erp.write")
    .input(idInput)
    .mutation(({ ctx, input }) => deleteDraft(actor(ctx), input.id)),

  approve: idempotentProcedure("erp.write")
    .input(idInput)
    .mutation(({ ctx, input }) => approveVoucher(actor(ctx), input.id)),

  reverse: idempotentProcedure("erp.write")
    .input(reverseVoucherInput)
    .mutation(({ ctx, input }) => reverse(actor(ctx), input)),

  /** Whether whoever entered a voucher may approve it: read with the books, set by administrators. */
  approvalSettings: authorizedProcedure("erp.read").query(({ ctx }) => approvalSettings(ctx.db)),

  setApprovalSettings: authorizedProcedure("settings.manage")
    .input(approvalSettingsInput)
    .mutation(({ ctx, input }) => setApprovalSettings(actor(ctx), input)),
});

/** An account's ledger. */
export const ledgerRouter = router({
  entries: authorizedProcedure("erp.read")
    .input(ledgerQueryInput)
    .query(({ ctx, input }) => accountLedger(ctx.db, input)),
});
