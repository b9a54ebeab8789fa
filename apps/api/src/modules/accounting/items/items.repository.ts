import type { Database } from "@atithi/db";
import { canonicalQuantity, type ItemRow, type ItemType, likeContains } from "@atithi/domain";
import { sql } from "kysely";

export interface ItemValues {
  itemCode: string;
  itemName: string;
  description: string | null;
  itemType: ItemType;
  categoryId: string | null;
  unit: string;
  hsnCode: string | null;
  taxRate: number;
  purchasePrice: string | null;
  sellingPrice: string | null;
  minStockLevel: string | null;
  reorderLevel: string | null;
  maxStockLevel: string | null;
  revenueAccountId: string;
  expenseAccountId: string;
  isActive: boolean;
}

/** The most items one list answers: a hotel's item master, searched or filtered beyond that. */
export const ITEM_LIST_LIMIT = 1000;

function items(db: Database) {
  return db
    .selectFrom("items")
    .leftJoin("itemCategories as category", "category.id", "items.categoryId")
    .leftJoin("chartOfAccounts as revenue", "revenue.id", "items.revenueAccountId")
    .leftJoin("chartOfAccounts as expense", "expense.id", "items.expenseAccountId")
    .select([
      "items.id",
      "items.itemCode",
      "items.itemName",
      "items.description",
      "items.itemType",
      "items.categoryId",
      "category.categoryCode",
      "category.categoryName",
      "items.unit",
      "items.hsnCode",
      sql<string>`items.tax_rate::text`.as("taxRate"),
      // Prices are money: two decimals, as every amount the API answers.
      sql<string | null>`round(items.purchase_price, 2)::text`.as("purchasePrice"),
      sql<string | null>`round(items.selling_price, 2)::text`.as("sellingPrice"),
      sql<string | null>`items.min_stock_level::text`.as("minStockLevel"),
      sql<string | null>`items.reorder_level::text`.as("reorderLevel"),
      sql<string | null>`items.max_stock_level::text`.as("maxStockLevel"),
      "items.revenueAccountId",
      "revenue.accountCode as revenueAccountCode",
      "revenue.accountName as revenueAccountName",
      "items.expenseAccountId",
      "expense.accountCode as expenseAccountCode",
      "expense.accountName as expenseAccountName",
      "items.isActive",
      "items.createdAt",
      "items.updatedAt",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof items>["executeTakeFirstOrThrow"]>>;

const quantity = (text: string | null) => (text === null ? null : canonicalQuantity(text));

function toItem(row: Row): ItemRow {
  return {
    ...row,
    itemType: row.itemType as ItemType,
    taxRate: Number(row.taxRate),
    minStockLevel: quantity(row.minStockLevel),
    reorderLevel: quantity(row.reorderLevel),
    maxStockLevel: quantity(row.maxStockLevel),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The item master: the only code that writes it. */
export function itemsRepository(db: Database) {
  return {
    async list(filter: {
      search?: string;
      /** The category and those under it. */
      categoryIds?: readonly string[];
      itemType?: ItemType;
      activeOnly?: boolean;
    }): Promise<ItemRow[]> {
      let query = items(db);
      if (filter.search) {
        const pattern = likeContains(filter.search.toLowerCase());
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(items.item_name)`, "like", pattern),
            eb(sql`lower(items.item_code)`, "like", pattern),
          ]),
        );
      }
      if (filter.categoryIds) query = query.where("items.categoryId", "in", filter.categoryIds);
      if (filter.itemType) query = query.where("items.itemType", "=", filter.itemType);
      if (filter.activeOnly) query = query.where("items.isActive", "=", true);
      const rows = await query
        .orderBy(sql`lower(items.item_name)`)
        .orderBy("items.id")
        .limit(ITEM_LIST_LIMIT)
        .execute();
      return rows.map(toItem);
    },
    async find(id: string): Promise<ItemRow | undefined> {
      const row = await items(db).where("items.id", "=", id).executeTakeFirst();
      return row && toItem(row);
    },
    /** The item, locked against other changes until the transaction ends. */
    async findForUpdate(id: string): Promise<ItemRow | undefined> {
      const locked = await db
        .selectFrom("items")
        .select("id")
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
      return locked ? this.find(id) : undefined;
    },
    async insert(values: ItemValues): Promise<ItemRow> {
      const { id } = await db
        .insertInto("items")
        .values({ ...values, taxRate: String(values.taxRate) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return (await this.find(id)) as ItemRow;
    },
    async update(id: string, values: ItemValues): Promise<ItemRow> {
      await db
        .updateTable("items")
        .set({ ...values, taxRate: String(values.taxRate), updatedAt: sql`now()` })
        .where("id", "=", id)
        .execute();
      return (await this.find(id)) as ItemRow;
    },
  };
}
