import type { Database } from "@atithi/db";
import {
  CATEGORY_MESSAGES,
  type ItemCategoryInput,
  type ItemCategoryRow,
  MAX_CATEGORY_LEVEL,
  type UpdateItemCategoryInput,
} from "@atithi/domain";
import { writeAudit } from "../../../platform/audit";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import type { Actor } from "../../../platform/trpc/actor";
import { itemCategoriesRepository } from "./item-categories.repository";

const label = (c: Pick<ItemCategoryRow, "categoryCode" | "categoryName">) =>
  `${c.categoryCode} ${c.categoryName}`;

/** The level a category takes under `parentId`: the parent's plus one, under an active parent when asked. */
async function parentLevel(
  trx: Database,
  parentId: string | null,
  options: { checkActive: boolean },
): Promise<number> {
  if (!parentId) return 1;
  const parent = await itemCategoriesRepository(trx).find(parentId);
  if (!parent) throw notFound("Parent category");
  if (options.checkActive && !parent.isActive) {
    throw badRequest(`Parent category must be active (${label(parent)} is inactive)`);
  }
  if (parent.level >= MAX_CATEGORY_LEVEL) throw badRequest(CATEGORY_MESSAGES.tooDeep);
  return parent.level + 1;
}

export function createCategory({ db, userId }: Actor, input: ItemCategoryInput) {
  return db.transaction().execute(async (trx) => {
    const repo = itemCategoriesRepository(trx);
    await repo.lockTree();
    await parentLevel(trx, input.parentCategoryId, { checkActive: true });
    const category = await repo.insert(input);
    await writeAudit(trx, {
      userId,
      entityType: "item_category",
      entityId: category.id,
      action: "create",
      after: category,
    });
    return category;
  });
}

/**
 * Changes a category. Moving it moves the categories under it (their levels follow), never under
 * itself; it is deactivated only after the categories under it. Its items stay filed under it.
 */
export function updateCategory({ db, userId }: Actor, input: UpdateItemCategoryInput) {
  return db.transaction().execute(async (trx) => {
    const repo = itemCategoriesRepository(trx);
    await repo.lockTree();
    const { id } = input;
    const current = await repo.findForUpdate(id);
    if (!current) throw notFound("Category");
    // A field left out keeps its value.
    const values = {
      categoryCode: input.categoryCode,
      categoryName: input.categoryName,
      description: input.description === undefined ? current.description : input.description,
      parentCategoryId:
        input.parentCategoryId === undefined ? current.parentCategoryId : input.parentCategoryId,
      isActive: input.isActive ?? current.isActive,
    };
    const descendants = await repo.descendants(id);
    const moving = values.parentCategoryId !== current.parentCategoryId;
    if (moving && values.parentCategoryId && descendants.some((d) => d.id === values.parentCategoryId)) {
      throw badRequest(CATEGORY_MESSAGES.parentBelow);
    }
    if (!values.isActive && current.isActive && descendants.some((d) => d.isActive)) {
      throw conflict(`Deactivate the categories under ${label(current)} first`);
    }
    const level = await parentLevel(trx, values.parentCategoryId, {
      // An inactive category may stay under an inactive parent; a moved or active one may not.
      checkActive: moving || (values.isActive && !current.isActive),
    });
    const deepest = Math.max(current.level, ...descendants.map((d) => d.level));
    if (deepest - current.level + level > MAX_CATEGORY_LEVEL) throw badRequest(CATEGORY_MESSAGES.tooDeep);

    const unchanged =
      values.categoryCode === current.categoryCode &&
      values.categoryName === current.categoryName &&
      values.description === current.description &&
      values.isActive === current.isActive &&
      !moving;
    if (unchanged) return current;

    const updated = await repo.update(id, values);
    await writeAudit(trx, {
      userId,
      entityType: "item_category",
      entityId: id,
      action: values.isActive === current.isActive ? "update" : values.isActive ? "activate" : "deactivate",
      before: current,
      after: updated,
    });
    return updated;
  });
}

export function listCategories(db: Database, filter: { search?: string; activeOnly?: boolean }) {
  return itemCategoriesRepository(db).list(filter);
}

/**
 * A category another module is about to file something under (an item), read under a share lock
 * held to the end of the caller's transaction, so it is not deactivated meanwhile.
 */
export function categoryForUse(trx: Database, id: string) {
  return itemCategoriesRepository(trx).findForUse(id);
}

/** The ids of a category and of every category under it. */
export async function categoryAndDescendants(db: Database, id: string): Promise<string[]> {
  return [id, ...(await itemCategoriesRepository(db).descendants(id)).map((d) => d.id)];
}
