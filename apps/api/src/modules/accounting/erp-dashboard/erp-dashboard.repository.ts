import type { Database } from "@atithi/db";
import { sql } from "kysely";

/** At most this many stock rows in one answer. */
export const LIST_LIMIT = 500;

/** The counts of the ERP dashboard and the lists it reads, from the tables of their areas. */
export function erpDashboardRepository(db: Database) {
  return {
    async counts() {
      const { rows } = await sql<{
        activeInvestors: number;
        totalItems: number;
        lowStockItems: number;
        totalEmployees: number;
        pendingVouchers: number;
      }>`
        SELECT
          (SELECT count(*)::int FROM erp_investors WHERE is_active) AS active_investors,
          (SELECT count(*)::int FROM items WHERE is_active) AS total_items,
          (SELECT count(*)::int FROM items i
            WHERE i.is_active AND coalesce(i.reorder_level, i.min_stock_level) IS NOT NULL
              AND coalesce((SELECT sum(s.available_quantity) FROM stock s WHERE s.item_id = i.id), 0)
                <= coalesce(i.reorder_level, i.min_stock_level)) AS low_stock_items,
          (SELECT count(*)::int FROM employees WHERE is_active) AS total_employees,
          (SELECT count(*)::int FROM vouchers WHERE status = 'draft') AS pending_vouchers
      `.execute(db);
      const row = rows[0];
      if (!row) throw new Error("counts: no row");
      return row;
    },
    stock() {
      return db
        .selectFrom("stock")
        .innerJoin("items", "items.id", "stock.itemId")
        .innerJoin("warehouses", "warehouses.id", "stock.warehouseId")
        .select([
          "stock.id",
          "stock.itemId",
          "items.itemCode",
          "items.itemName",
          "items.unit",
          "stock.warehouseId",
          "warehouses.warehouseName",
          sql<string>`stock.available_quantity::text`.as("availableQuantity"),
          sql<string>`stock.reserved_quantity::text`.as("reservedQuantity"),
          sql<string>`stock.total_quantity::text`.as("totalQuantity"),
          sql<string>`stock.average_price::text`.as("averagePrice"),
          sql<string>`stock.total_value::text`.as("totalValue"),
          sql<string | null>`coalesce(items.reorder_level, items.min_stock_level)::text`.as("reorderLevel"),
          sql<boolean>`coalesce(stock.available_quantity <= coalesce(items.reorder_level, items.min_stock_level), false)`.as(
            "isLowStock",
          ),
          "stock.lastUpdated",
        ])
        .orderBy("items.itemCode")
        .orderBy("warehouses.warehouseName")
        .limit(LIST_LIMIT)
        .execute();
    },
  };
}
