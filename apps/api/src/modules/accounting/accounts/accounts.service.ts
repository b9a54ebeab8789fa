import type { Database } from "@atithi/db";
import {
  type AccountInput,
  type AccountListInput,
  type AccountRole,
  type AccountRow,
  isPostable,
  MAX_ACCOUNT_LEVEL,
  type UpdateAccountInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { accountsRepository } from "./accounts.repository";

const label = (a: Pick<AccountRow, "accountCode" | "accountName">) => `${a.accountCode} ${a.accountName}`;
const TOO_DEEP = `Accounts go at most ${MAX_ACCOUNT_LEVEL} levels deep`;

/**
 * The parent an account is placed under, and the level that gives it: an active group heading of
 * the same type.
 */
async function parentLevel(
  trx: Database,
  parentId: string | null,
  accountType: string,
  options: { checkActive: boolean },
): Promise<number> {
  if (!parentId) return 1;
  const parent = await accountsRepository(trx).find(parentId);
  if (!parent) throw notFound("Parent account");
  if (parent.accountType !== accountType) {
    throw badRequest(`Parent account must be of the same type (${label(parent)} is ${parent.accountType})`);
  }
  if (options.checkActive && !parent.isActive) {
    throw badRequest(`Parent account must be active (${label(parent)} is inactive)`);
  }
  if (!parent.isGroup) {
    throw badRequest(
      `Parent account must be a group heading (${label(parent)} takes postings; mark it as a group first)`,
    );
  }
  if (parent.level >= MAX_ACCOUNT_LEVEL) throw badRequest(TOO_DEEP);
  return parent.level + 1;
}

export function createAccount({ db, userId }: Actor, input: AccountInput) {
  return db.transaction().execute(async (trx) => {
    const repo = accountsRepository(trx);
    await repo.lockChart();
    const level = await parentLevel(trx, input.parentAccountId, input.accountType, { checkActive: true });
    const account = await repo.insert({ ...input, level });
    await writeAudit(trx, {
      userId,
      entityType: "account",
      entityId: account.id,
      action: "create",
      after: account,
    });
    return account;
  });
}

/**
 * Changes an account. Its history decides what may change: an account with postings keeps its
 * type and cannot become a heading; one that automatic postings find by role keeps its type and
 * stays active; a heading with accounts under it stays a heading of its type. Moving it moves the
 * accounts under it too (their levels follow), never under itself.
 */
export function updateAccount({ db, userId }: Actor, input: UpdateAccountInput) {
  return db.transaction().execute(async (trx) => {
    const repo = accountsRepository(trx);
    await repo.lockChart();
    const { id } = input;
    const current = await repo.findForUpdate(id);
    if (!current) throw notFound("Account");
    // A field left out keeps its value.
    const values = {
      accountCode: input.accountCode,
      accountName: input.accountName,
      accountType: input.accountType ?? current.accountType,
      description: input.description === undefined ? current.description : input.description,
      isActive: input.isActive ?? current.isActive,
      isGroup: input.isGroup ?? current.isGroup,
      parentAccountId: input.parentAccountId === undefined ? current.parentAccountId : input.parentAccountId,
    };
    const name = label(current);
    const descendants = await repo.descendants(id);
    const hasChildren = descendants.length > 0;
    const items = await repo.itemsUsing(id);
    const usedByItems = `${name} is the revenue or expense account of ${items === 1 ? "an item" : `${items} items`}`;

    if (values.accountType !== current.accountType) {
      if (current.hasPostings) throw conflict(`${name} has postings; its type cannot change`);
      if (current.systemRole) {
        throw conflict(
          `${name} is used by automatic postings (${current.systemRole}); its type cannot change`,
        );
      }
      if (hasChildren) throw conflict(`Accounts sit under ${name}; move them before changing its type`);
      if (items > 0) throw conflict(`${usedByItems}; its type cannot change`);
    }
    if (values.isGroup && !current.isGroup) {
      if (current.hasPostings) throw conflict(`${name} has postings; it cannot become a group heading`);
      if (current.systemRole) {
        throw conflict(
          `${name} is used by automatic postings (${current.systemRole}); it must take postings`,
        );
      }
      if (current.expenseCategories.length > 0) {
        throw conflict(`${name} records the expense category ${current.expenseCategories.join(", ")}`);
      }
      if (items > 0) throw conflict(`${usedByItems}; it must take postings`);
    }
    if (!values.isGroup && current.isGroup && hasChildren) {
      throw conflict(`Accounts sit under ${name}; it stays a group heading`);
    }
    if (!values.isActive && current.isActive) {
      if (current.systemRole) {
        throw conflict(
          `${name} is used by automatic postings (${current.systemRole}); it cannot be deactivated`,
        );
      }
      if (current.expenseCategories.length > 0) {
        throw conflict(
          `${name} records the expense category ${current.expenseCategories.join(", ")}; it cannot be deactivated`,
        );
      }
      if (descendants.some((d) => d.isActive)) {
        throw conflict(`Deactivate the accounts under ${name} first`);
      }
      if (items > 0) throw conflict(`${usedByItems}; it cannot be deactivated`);
    }

    const moving = values.parentAccountId !== current.parentAccountId;
    if (moving && values.parentAccountId && descendants.some((d) => d.id === values.parentAccountId)) {
      throw badRequest("Parent account cannot be an account under this one");
    }
    const level = await parentLevel(trx, values.parentAccountId, values.accountType, {
      // An inactive account may stay under an inactive heading; a moved or active one may not.
      checkActive: moving || values.isActive,
    });
    const deepest = Math.max(current.level, ...descendants.map((d) => d.level));
    if (deepest - current.level + level > MAX_ACCOUNT_LEVEL) throw badRequest(TOO_DEEP);

    const unchanged =
      values.accountCode === current.accountCode &&
      values.accountName === current.accountName &&
      values.accountType === current.accountType &&
      values.description === current.description &&
      values.isActive === current.isActive &&
      values.isGroup === current.isGroup &&
      !moving;
    if (unchanged) return current;

    const updated = await repo.update(id, { ...values, level });
    await repo.shiftDescendants(
      descendants.map((d) => d.id),
      level - current.level,
    );
    await writeAudit(trx, {
      userId,
      entityType: "account",
      entityId: id,
      action: values.isActive === current.isActive ? "update" : values.isActive ? "activate" : "deactivate",
      before: current,
      after: updated,
    });
    return updated;
  });
}

/**
 * Removes an account made by mistake: one no voucher has touched, with nothing under it, that no
 * automatic posting or expense category relies on. Any other is deactivated instead, keeping its history.
 */
export function deleteAccount({ db, userId }: Actor, id: string) {
  return db.transaction().execute(async (trx) => {
    const repo = accountsRepository(trx);
    await repo.lockChart();
    const current = await repo.findForUpdate(id);
    if (!current) throw notFound("Account");
    const name = label(current);
    if (current.hasPostings) throw conflict(`${name} has postings; deactivate it instead`);
    if (current.systemRole) {
      throw conflict(`${name} is used by automatic postings (${current.systemRole}); it cannot be deleted`);
    }
    if (current.expenseCategories.length > 0) {
      throw conflict(`${name} records the expense category ${current.expenseCategories.join(", ")}`);
    }
    if ((await repo.descendants(id)).length > 0)
      throw conflict(`Accounts sit under ${name}; move them first`);
    const items = await repo.itemsUsing(id);
    if (items > 0) {
      throw conflict(
        `${name} is the revenue or expense account of ${items === 1 ? "an item" : `${items} items`}; it cannot be deleted`,
      );
    }
    await repo.delete(id);
    await writeAudit(trx, { userId, entityType: "account", entityId: id, action: "delete", before: current });
    return { id };
  });
}

export async function listAccounts(db: Database, input: AccountListInput = {}) {
  const accounts = await accountsRepository(db).list();
  return input.postable ? accounts.filter(isPostable) : accounts;
}

/**
 * An account another module is about to reference (an item's revenue or expense account), read
 * under a share lock held to the end of the caller's transaction, so it is not deactivated or
 * retyped before that transaction commits.
 */
export function accountForUse(trx: Database, id: string) {
  return accountsRepository(trx).findForUse(id);
}

/** The account holding `role`, read under the same share lock; undefined when no account has it. */
export function accountWithRoleForUse(trx: Database, role: AccountRole) {
  return accountsRepository(trx).findByRoleForUse(role);
}
