import {
  type AccountRow,
  formatInr,
  GST_RATES,
  GST_UNITS,
  ITEM_TYPE_LABELS,
  type ItemRow,
  type ItemType,
} from "@atithi/domain";

export type Item = ItemRow;

export const ITEM_TYPE_COLORS: Record<ItemType, string> = { goods: "blue", service: "grape" };

/** "HSN" for goods, "SAC" for services: what the code is called on a GST invoice. */
export const codeKind = (type: ItemType) => (type === "service" ? "SAC" : "HSN");

export const typeLabel = (type: ItemType) => ITEM_TYPE_LABELS[type];

export const priceText = (price: string | null) => (price === null ? "—" : formatInr(price));

export const accountLabel = (a: Pick<AccountRow, "accountCode" | "accountName">) =>
  `${a.accountCode} ${a.accountName}`;

export const UNIT_OPTIONS = GST_UNITS.map((u) => ({ value: u.code, label: `${u.code} – ${u.label}` }));
export const RATE_OPTIONS = GST_RATES.map((r) => ({ value: String(r), label: `${r}%` }));

/** "Reorder at 150 PCS" and the range, when any level is set. */
export function stockText(item: Item): string | null {
  const parts = [
    item.minStockLevel !== null ? `min ${item.minStockLevel}` : null,
    item.reorderLevel !== null ? `reorder at ${item.reorderLevel}` : null,
    item.maxStockLevel !== null ? `max ${item.maxStockLevel}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Stock: ${parts.join(" · ")} ${item.unit}` : null;
}
