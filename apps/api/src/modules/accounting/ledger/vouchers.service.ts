import type { Database } from "@atithi/db";
import {
  type ApprovalSettings,
  fromPaise,
  type UpdateVoucherInput,
  VOUCHER_PAGE_SIZE,
  type VoucherInput,
  type VoucherStatus,
  type VoucherType,
  voucherTotals,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { ledgerRepository, type VoucherLineRow, type VoucherRow } from "./ledger.repository";
import {
  assertPostingDate,
  numberVoucherNow,
  postDraft,
  refuseSourceVoucher,
  resolveAccounts,
  reverseVoucher,
  VOUCHER_ENTITY,
} from "./posting.service";
import { numberPendingVouchers } from "./voucher-numbering";

export interface VoucherDetail extends VoucherRow {
  lines: VoucherLineRow[];
  /** The number (or what and when) of the document an automatic voucher records; null for a person's. */
  sourceNumber: string | null;
}

async function detail(db: Database, id: string): Promise<VoucherDetail> {
  const ledger = ledgerRepository(db);
  const voucher = await ledger.findVoucher(id);
  if (!voucher) throw notFound("Voucher");
  const { sourceType, sourceId } = voucher;
  const sourceNumber =
    sourceType && sourceId ? await ledger.sourceDocumentNumber(sourceType, sourceId) : null;
  return { ...voucher, sourceNumber };
}

/** A voucher as shown: posted vouchers waiting for their number are numbered first. */
export async function getVoucher(db: Database, id: string) {
  await numberPendingVouchers(db);
  return detail(db, id);
}

/** One page of vouchers (`pending` is a draft), newest first, and how many drafts await approval. */
export async function listVouchers(
  db: Database,
  input: { status?: VoucherStatus | "pending"; voucherType?: VoucherType; page: number },
) {
  await numberPendingVouchers(db);
  const ledger = ledgerRepository(db);
  const status = input.status === "pending" ? "draft" : input.status;
  const rows = await ledger.listVouchers(
    { status, voucherType: input.voucherType },
    (input.page - 1) * VOUCHER_PAGE_SIZE,
    VOUCHER_PAGE_SIZE + 1,
  );
  return {
    items: rows.slice(0, VOUCHER_PAGE_SIZE),
    hasMore: rows.length > VOUCHER_PAGE_SIZE,
    pendingCount: await ledger.countDrafts(),
  };
}

/** A draft's lines checked as they will be posted: accounts that exist, are active and take postings. */
async function draftValues(db: Database, input: VoucherInput) {
  assertPostingDate(input.voucherDate);
  await resolveAccounts(
    db,
    input.lines.map((l) => ({ account: { accountId: l.accountId } })),
  );
  const partyIds = [
    ...new Set([input.partyId, ...input.lines.map((l) => l.partyId)].filter((p): p is string => !!p)),
  ];
  if (partyIds.length > 0) {
    const found = await db.selectFrom("parties").select("id").where("id", "in", partyIds).execute();
    if (found.length !== partyIds.length) throw badRequest("The party does not exist");
  }
  return {
    voucher: {
      voucherType: input.voucherType,
      voucherDate: input.voucherDate,
      totalAmount: fromPaise(voucherTotals(input.lines).debit),
      partyId: input.partyId,
      reference: input.reference,
      narration: input.narration,
    },
    lines: input.lines.map((l) => ({
      accountId: l.accountId,
      partyId: l.partyId,
      description: l.description,
      debit: fromPaise(l.debit),
      credit: fromPaise(l.credit),
    })),
  };
}

/** A new voucher is a draft: nothing reaches the ledger until it is approved. */
export function createDraft({ db, userId }: Actor, input: VoucherInput): Promise<VoucherDetail> {
  return db.transaction().execute(async (trx) => {
    const values = await draftValues(trx, input);
    const id = await ledgerRepository(trx).insertDraft(
      {
        ...values.voucher,
        voucherNumber: null,
        numberPrefix: null,
        status: "draft",
        sourceType: null,
        sourceId: null,
        reversesVoucherId: null,
        createdBy: userId,
        approvedBy: null,
      },
      values.lines,
    );
    const after = await detail(trx, id);
    await writeAudit(trx, { userId, entityType: VOUCHER_ENTITY, entityId: id, action: "create", after });
    return after;
  });
}

async function lockDraft(db: Database, id: string, doing: string) {
  const voucher = await ledgerRepository(db).lock(id);
  if (!voucher) throw notFound("Voucher");
  await refuseSourceVoucher(db, voucher);
  if (voucher.status !== "draft") {
    throw conflict(
      `Only a draft voucher can be ${doing}; ${voucher.voucherNumber ?? "this voucher"} is ${voucher.status}` +
        (voucher.status === "posted" ? " (reverse it instead)" : ""),
    );
  }
  return voucher;
}

export function updateDraft({ db, userId }: Actor, input: UpdateVoucherInput): Promise<VoucherDetail> {
  const { id, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    await lockDraft(trx, id, "edited");
    const before = await detail(trx, id);
    const values = await draftValues(trx, fields);
    const ledger = ledgerRepository(trx);
    await ledger.updateDraft(id, { ...values.voucher, editedBy: userId });
    await ledger.replaceDraftLines(id, values.lines);
    const after = await detail(trx, id);
    await writeAudit(trx, {
      userId,
      entityType: VOUCHER_ENTITY,
      entityId: id,
      action: "update",
      before,
      after,
    });
    return after;
  });
}

export function deleteDraft({ db, userId }: Actor, id: string): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    await lockDraft(trx, id, "deleted");
    const before = await detail(trx, id);
    await ledgerRepository(trx).deleteVoucher(id);
    await writeAudit(trx, { userId, entityType: VOUCHER_ENTITY, entityId: id, action: "delete", before });
    return { id };
  });
}

/** Approves and posts a draft; the approver is the signed-in user. A person's voucher is answered numbered. */
export async function approveVoucher({ db, userId }: Actor, id: string): Promise<VoucherDetail> {
  await db.transaction().execute(async (trx) => {
    await postDraft(trx, id, userId);
    await numberVoucherNow(trx, id);
  });
  return detail(db, id);
}

/** Cancels a posted voucher with a reversing voucher; answers the reversing voucher. */
export function reverse(
  { db, userId, timeZone }: Actor,
  input: { id: string; date: string | null },
): Promise<VoucherDetail> {
  return db.transaction().execute(async (trx) => {
    const reversal = await reverseVoucher(trx, input.id, { date: input.date, userId, timeZone });
    return detail(trx, reversal.id);
  });
}

export async function approvalSettings(db: Database): Promise<ApprovalSettings> {
  return { voucherMakerChecker: await ledgerRepository(db).makerChecker() };
}

/** Turns maker-checker on or off: an administrator's decision, audited. */
export function setApprovalSettings(
  { db, userId }: Actor,
  input: ApprovalSettings,
): Promise<ApprovalSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await approvalSettings(trx);
    await ledgerRepository(trx).setMakerChecker(input.voucherMakerChecker, userId);
    await writeAudit(trx, {
      userId,
      entityType: "accounting_settings",
      entityId: "approvals",
      action: "update",
      before,
      after: input,
    });
    return input;
  });
}
