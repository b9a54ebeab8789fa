import type { Database } from "@atithi/db";
import { type ItemCategoryRow, likeContains } from "@atithi/domain";
import { sql } from "kysely";

export interface CategoryValues {
  categoryCode: string;
  categoryName: string;
  description: string | null;
  parentCategoryId: string | null;
  isActive: boolean;
}

function categories(db: Database) {
  return db
    .selectFrom("itemCategories")
    .select([
      "itemCategories.id",
      "itemCategories.categoryCode",
      "itemCategories.categoryName",
      "itemCategories.description",
      "itemCategories.parentCategoryId",
      "itemCategories.level",
      "itemCategories.isActive",
      sql<number>`(SELECT count(*)::int FROM items i WHERE i.category_id = item_categories.id)`.as(
        "itemCount",
      ),
      "itemCategories.createdAt",
      "itemCategories.updatedAt",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof categories>["executeTakeFirstOrThrow"]>>;

const toCategory = (row: Row): ItemCategoryRow => ({
  ...row,
  itemCount: Number(row.itemCount),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Item categories: the only code that writes them. */
export function itemCategoriesRepository(db: Database) {
  return {
    async list(filter: { search?: string; activeOnly?: boolean }): Promise<ItemCategoryRow[]> {
      let query = categories(db);
      if (filter.search) {
        const pattern = likeContains(filter.search.toLowerCase());
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(item_categories.category_name)`, "like", pattern),
            eb(sql`lower(item_categories.category_code)`, "like", pattern),
          ]),
        );
      }
      if (filter.activeOnly) query = query.where("itemCategories.isActive", "=", true);
      const rows = await query.orderBy("itemCategories.categoryCode").orderBy("itemCategories.id").execute();
      return rows.map(toCategory);
    },
    async find(id: string): Promise<ItemCategoryRow | undefined> {
      const row = await categories(db).where("itemCategories.id", "=", id).executeTakeFirst();
      return row && toCategory(row);
    },
    /**
     * Serialises changes to the tree (they are rare), so two moves cannot close a cycle between
     * them. Items are not held up: filing an item under a category only share-locks its row.
     */
    async lockTree(): Promise<void> {
      await sql`LOCK TABLE item_categories IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    },
    /** The category, locked against changes until the transaction ends. */
    async findForUpdate(id: string): Promise<ItemCategoryRow | undefined> {
      const locked = await db
        .selectFrom("itemCategories")
        .select("id")
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      return locked ? this.find(id) : undefined;
    },
    /** The category, share-locked until the transaction ends (not deactivated meanwhile). */
    async findForUse(id: string): Promise<ItemCategoryRow | undefined> {
      const locked = await db
        .selectFrom("itemCategories")
        .select("id")
        .where("id", "=", id)
        .forShare()
        .executeTakeFirst();
      return locked ? this.find(id) : undefined;
    },
    async insert(values: CategoryValues): Promise<ItemCategoryRow> {
      const { id } = await db
        .insertInto("itemCategories")
        .values(values)
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await this.find(id)) as ItemCategoryRow;
    },
    /** Writes the row; its level, and the levels under it, follow its parent (the table's trigger). */
    async update(id: string, values: CategoryValues): Promise<ItemCategoryRow> {
      await db
        .updateTable("itemCategories")
        .set({ ...values, updatedAt: sql`now()` })
        .where("id", "=", id)
        .execute();
      return (await this.find(id)) as ItemCategoryRow;
    },
    /** The category's descendants (not itself), with their levels. */
    descendants(id: string): Promise<{ id: string; level: number; isActive: boolean }[]> {
      return sql<{ id: string; level: number; isActive: boolean }>`
        WITH RECURSIVE tree AS (
          SELECT id, level, is_active FROM item_categories WHERE parent_category_id = ${id}
          UNION
          SELECT c.id, c.level, c.is_active FROM item_categories c JOIN tree t ON c.parent_category_id = t.id
        )
        SELECT id, level, is_active AS "isActive" FROM tree`
        .execute(db)
        .then((r) => r.rows);
    },
  };
}
