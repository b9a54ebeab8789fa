import type { Database } from "@atithi/db";
import {
  ITEM_ACCOUNT_DEFAULTS,
  type ItemAccountKind,
  type ItemInput,
  type ItemRow,
  type ItemType,
  itemAccountError,
  itemRuleIssues,
  type UpdateItemInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { badRequest, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { accountForUse, accountWithRoleForUse } from "../accounts";
import { categoryAndDescendants, categoryForUse } from "../item-categories";
import { type ItemValues, itemsRepository } from "./items.repository";

const KIND_LABELS: Record<ItemAccountKind, string> = {
  revenue: "Revenue account",
  expense: "Expense account",
};

/**
 * The account an item posts to as `kind`: the one chosen, else the account holding the default
 * role for its type. Either must be active, take postings and be of a fitting type (see
 * itemAccountError); it is share-locked to the end of the transaction, so it stays so.
 */
async function itemAccount(
  trx: Database,
  kind: ItemAccountKind,
  chosen: string | null,
  itemType: ItemType,
): Promise<string> {
  const role = kind === "revenue" ? ITEM_ACCOUNT_DEFAULTS.revenue : ITEM_ACCOUNT_DEFAULTS.expense[itemType];
  const account = chosen ? await accountForUse(trx, chosen) : await accountWithRoleForUse(trx, role);
  if (!account) {
    if (chosen) throw notFound(KIND_LABELS[kind]);
    throw badRequest(`Choose the ${KIND_LABELS[kind].toLowerCase()}: no account holds the role ${role}`);
  }
  const error = itemAccountError(kind, account, itemType);
  if (error) throw badRequest(error);
  return account.id;
}

/** The category an item is filed under: it must exist and be active. */
async function checkCategory(trx: Database, categoryId: string): Promise<void> {
  const category = await categoryForUse(trx, categoryId);
  if (!category) throw notFound("Category");
  if (!category.isActive) {
    throw badRequest(
      `Category must be active (${category.categoryCode} ${category.categoryName} is inactive)`,
    );
  }
}

function checkRules(values: Omit<ItemValues, "revenueAccountId" | "expenseAccountId">) {
  const [issue] = itemRuleIssues(values);
  if (issue) throw badRequest(issue.message);
}

export function createItem({ db, userId }: Actor, input: ItemInput) {
  return db.transaction().execute(async (trx) => {
    if (input.categoryId) await checkCategory(trx, input.categoryId);
    const values: ItemValues = {
      ...input,
      revenueAccountId: await itemAccount(trx, "revenue", input.revenueAccountId, input.itemType),
      expenseAccountId: await itemAccount(trx, "expense", input.expenseAccountId, input.itemType),
    };
    const item = await itemsRepository(trx).insert(values);
    await writeAudit(trx, { userId, entityType: "item", entityId: item.id, action: "create", after: item });
    return item;
  });
}

const SAME_FIELDS = [
  "itemCode",
  "itemName",
  "description",
  "itemType",
  "categoryId",
  "unit",
  "hsnCode",
  "taxRate",
  "purchasePrice",
  "sellingPrice",
  "minStockLevel",
  "reorderLevel",
  "maxStockLevel",
  "revenueAccountId",
  "expenseAccountId",
  "isActive",
] as const satisfies readonly (keyof ItemValues & keyof ItemRow)[];

/**
 * Changes an item: code and name as sent, any other field left out keeps its value (null clears an
 * optional one; a blank account takes the default of its kind). The result must keep the item's
 * rules, and its accounts must fit its type. Audited with before and after.
 */
export function updateItem({ db, userId }: Actor, input: UpdateItemInput) {
  return db.transaction().execute(async (trx) => {
    const { id, ...changes } = input;
    const repo = itemsRepository(trx);
    const current = await repo.findForUpdate(id);
    if (!current) throw notFound("Item");
    const keep = <K extends keyof typeof changes & keyof ItemRow>(field: K) =>
      changes[field] === undefined ? current[field] : changes[field];
    const merged = {
      itemCode: changes.itemCode,
      itemName: changes.itemName,
      description: keep("description"),
      itemType: changes.itemType ?? current.itemType,
      categoryId: keep("categoryId"),
      unit: changes.unit ?? current.unit,
      hsnCode: keep("hsnCode"),
      taxRate: changes.taxRate ?? current.taxRate,
      purchasePrice: keep("purchasePrice"),
      sellingPrice: keep("sellingPrice"),
      minStockLevel: keep("minStockLevel"),
      reorderLevel: keep("reorderLevel"),
      maxStockLevel: keep("maxStockLevel"),
      isActive: changes.isActive ?? current.isActive,
    };
    checkRules(merged);
    if (merged.categoryId && merged.categoryId !== current.categoryId) {
      await checkCategory(trx, merged.categoryId);
    }
    const values: ItemValues = {
      ...merged,
      revenueAccountId: await itemAccount(trx, "revenue", keep("revenueAccountId"), merged.itemType),
      expenseAccountId: await itemAccount(trx, "expense", keep("expenseAccountId"), merged.itemType),
    };
    if (SAME_FIELDS.every((field) => current[field] === values[field])) return current;
    const updated = await repo.update(id, values);
    await writeAudit(trx, {
      userId,
      entityType: "item",
      entityId: id,
      action: values.isActive === current.isActive ? "update" : values.isActive ? "activate" : "deactivate",
      before: current,
      after: updated,
    });
    return updated;
  });
}

export async function listItems(
  db: Database,
  filter: { search?: string; categoryId?: string; itemType?: ItemType; activeOnly?: boolean },
) {
  const { categoryId, ...rest } = filter;
  const categoryIds = categoryId ? await categoryAndDescendants(db, categoryId) : undefined;
  return itemsRepository(db).list({ ...rest, categoryIds });
}

/** One item, for other modules (an invoice line's item); undefined when there is none. */
export function findItem(db: Database, id: string) {
  return itemsRepository(db).find(id);
}
