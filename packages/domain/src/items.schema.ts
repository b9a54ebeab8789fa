import { z } from "zod";
import type { AccountRole, AccountType } from "./accounts";
import type { AccountRow } from "./chart-of-accounts.schema";
import { GST_RATES, type GstRate } from "./folio";
import { DEFAULT_GST_UNIT, type GstUnit, isGstUnit } from "./gst-units";
import { cannotBeNegative, formatInr, fromPaise, isNegativeNumber, type Paise, toPaise } from "./money";
import { idSchema, optionalText, TEXT_LIMITS } from "./text";

/** Whether an item is goods (an HSN code, kept in stock) or a service (a SAC code, no stock). */
export const ITEM_TYPES = ["goods", "service"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_TYPE_LABELS: Record<ItemType, string> = { goods: "Goods", service: "Service" };

export const ITEM_CODE_MAX = 30;
export const CATEGORY_CODE_MAX = 30;
/** How deep the tree of categories goes (the column's own limit, as for accounts). */
export const MAX_CATEGORY_LEVEL = 10;
/** numeric(15, 4) holds 11 digits before the point. */
export const MAX_ITEM_PRICE: Paise = 99_999_999_999_99;
/** numeric(15, 3): 12 digits before the point, 3 after. */
const QUANTITY = /^\d{1,12}(\.\d{1,3})?$/;
/** The tax rate a new item takes: GST's standard slab. */
export const DEFAULT_ITEM_TAX_RATE: GstRate = 18;

/** Letters, digits and the separators codes use ("SOAP-50", "FB/001", "1.10"). */
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./-]*$/;
/** An HSN code of goods: 4, 6 or 8 digits, its chapter (the first two) from 01 to 98. */
const GOODS_HSN = /^(0[1-9]|[1-8][0-9]|9[0-8])([0-9]{2}|[0-9]{4}|[0-9]{6})$/;
/** A SAC code of services: 6 digits in chapter 99. */
const SERVICE_SAC = /^99[0-9]{4}$/;

export const ITEM_MESSAGES = {
  codeRequired: "Item code is required",
  codeForm: "Item code may hold only letters, digits, '.', '/' and '-', starting with a letter or digit",
  nameRequired: "Item name is required",
  type: "Item type must be goods or service",
  unit: "Unit must be one of GST's unit codes (UQC), e.g. NOS, PCS, KGS, LTR",
  taxRate: `Tax rate must be one of ${GST_RATES.join(", ")}`,
  hsn: "HSN code of goods must be 4, 6 or 8 digits, starting with a chapter from 01 to 98",
  sac: "SAC code of a service must be 6 digits starting with 99",
  price: (label: string) => `${label} must be a number of at least 0 with at most two decimals`,
  priceTooLarge: (label: string) => `${label} must be at most ${formatInr(MAX_ITEM_PRICE)}`,
  quantity: (label: string) =>
    `${label} must be a number of at least 0 with at most three decimals and 12 digits before the point`,
  serviceStock: "A service keeps no stock: leave its stock levels blank",
  minAboveReorder: "Reorder level must be at least the minimum stock level",
  reorderAboveMax: "Reorder level must be at most the maximum stock level",
  minAboveMax: "Maximum stock level must be at least the minimum stock level",
  codeExists: "Item code already exists",
} as const;

export const CATEGORY_MESSAGES = {
  codeRequired: "Category code is required",
  codeForm: "Category code may hold only letters, digits, '.', '/' and '-', starting with a letter or digit",
  nameRequired: "Category name is required",
  parentSelf: "A category cannot be its own parent",
  parentBelow: "A category cannot be placed under one of its own subcategories",
  tooDeep: `Categories go at most ${MAX_CATEGORY_LEVEL} levels deep`,
  codeExists: "Category code already exists",
} as const;

const code = (label: string, max: number, messages: { codeRequired: string; codeForm: string }) =>
  z
    .string({ message: messages.codeRequired })
    .trim()
    .min(1, messages.codeRequired)
    .max(max, `${label} is at most ${max} characters`)
    .refine((v) => v === "" || CODE_PATTERN.test(v), messages.codeForm);

const name = (label: string, requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(TEXT_LIMITS.name, `${label} is at most ${TEXT_LIMITS.name} characters`);

/** An optional row id: blank or null is none. */
const optionalId = (label: string) =>
  z
    .union([z.literal(""), idSchema(label)])
    .nullish()
    .transform((v) => v || null);

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** A price: at least 0, at most two decimals, within numeric(15, 4); blank is none. Answered as "12.50". */
const price = (label: string) =>
  z
    .union([z.string().max(20, ITEM_MESSAGES.price(label)), z.number()], {
      message: ITEM_MESSAGES.price(label),
    })
    .nullish()
    .transform((value, ctx): string | null => {
      if (blank(value)) return null;
      if (isNegativeNumber(value)) {
        ctx.addIssue({ code: "custom", message: cannotBeNegative(label) });
        return z.NEVER;
      }
      let paise: Paise;
      try {
        paise = toPaise(value as string | number);
      } catch {
        // Well formed but longer than the column holds: say how much is allowed.
        const tooLarge = /^\d{12,}(\.\d{1,2})?$/.test(String(value).trim());
        ctx.addIssue({
          code: "custom",
          message: tooLarge ? ITEM_MESSAGES.priceTooLarge(label) : ITEM_MESSAGES.price(label),
        });
        return z.NEVER;
      }
      if (paise < 0) {
        ctx.addIssue({ code: "custom", message: ITEM_MESSAGES.price(label) });
        return z.NEVER;
      }
      if (paise > MAX_ITEM_PRICE) {
        ctx.addIssue({ code: "custom", message: ITEM_MESSAGES.priceTooLarge(label) });
        return z.NEVER;
      }
      return fromPaise(paise);
    });

/** "010.500" → "10.5": a quantity without leading or trailing zeros. */
export function canonicalQuantity(text: string): string {
  const [whole = "0", fraction = ""] = text.trim().split(".");
  const digits = whole.replace(/^0+(?=\d)/, "");
  const decimals = fraction.replace(/0+$/, "");
  return decimals ? `${digits}.${decimals}` : digits;
}

/** A quantity in thousandths, exact (at most 15 digits, well inside a safe integer). */
function thousandths(quantity: string): number {
  const [whole = "0", fraction = ""] = quantity.split(".");
  return Number(whole) * 1000 + Number(fraction.padEnd(3, "0"));
}

/** A stock level: at least 0, at most three decimals, within numeric(15, 3); blank is none. */
const quantity = (label: string) =>
  z
    .union([z.string().max(20, ITEM_MESSAGES.quantity(label)), z.number()], {
      message: ITEM_MESSAGES.quantity(label),
    })
    .nullish()
    .transform((value, ctx): string | null => {
      if (blank(value)) return null;
      if (isNegativeNumber(value)) {
        ctx.addIssue({ code: "custom", message: cannotBeNegative(label) });
        return z.NEVER;
      }
      const text = typeof value === "number" ? String(value) : String(value).trim();
      if (!QUANTITY.test(text)) {
        ctx.addIssue({ code: "custom", message: ITEM_MESSAGES.quantity(label) });
        return z.NEVER;
      }
      return canonicalQuantity(text);
    });

const itemType = z.enum(ITEM_TYPES, { message: ITEM_MESSAGES.type });

/** A UQC, matched whatever its case ("nos" is NOS). */
const unit = z
  .string({ message: ITEM_MESSAGES.unit })
  .max(10, ITEM_MESSAGES.unit)
  .transform((v, ctx): GstUnit => {
    const upper = v.trim().toUpperCase();
    if (!isGstUnit(upper)) {
      ctx.addIssue({ code: "custom", message: ITEM_MESSAGES.unit });
      return z.NEVER;
    }
    return upper;
  });

/** One of the slabs, sent as a number or as text ("18", "18.00"). */
const taxRate = z
  .union([z.number(), z.string().max(10, ITEM_MESSAGES.taxRate)], { message: ITEM_MESSAGES.taxRate })
  .transform((v, ctx): GstRate => {
    const rate = typeof v === "number" ? v : v.trim() === "" ? Number.NaN : Number(v);
    const slab = GST_RATES.find((r) => r === rate);
    if (slab === undefined) {
      ctx.addIssue({ code: "custom", message: ITEM_MESSAGES.taxRate });
      return z.NEVER;
    }
    return slab;
  });

/** The HSN or SAC code as typed (its form depends on the item's type, checked with the item). */
const hsnCode = z
  .string({ message: ITEM_MESSAGES.hsn })
  .trim()
  .max(20, ITEM_MESSAGES.hsn)
  .nullish()
  .transform((v) => (v ? v.replace(/\s+/g, "") : null));

const isActive = z.boolean({ message: "Active must be true or false" });

const itemFields = {
  itemCode: code("Item code", ITEM_CODE_MAX, ITEM_MESSAGES),
  itemName: name("Item name", ITEM_MESSAGES.nameRequired),
  description: optionalText(TEXT_LIMITS.note, "Description"),
  itemType: itemType.default("goods"),
  /** The category it is filed under; none (blank or null) leaves it uncategorised. */
  categoryId: optionalId("Category"),
  unit: unit.default(DEFAULT_GST_UNIT),
  /** HSN for goods, SAC for services. */
  hsnCode,
  taxRate: taxRate.default(DEFAULT_ITEM_TAX_RATE),
  purchasePrice: price("Purchase price"),
  sellingPrice: price("Selling price"),
  minStockLevel: quantity("Minimum stock level"),
  reorderLevel: quantity("Reorder level"),
  maxStockLevel: quantity("Maximum stock level"),
  /** The revenue account its sales post to; blank takes the default (Other Income). */
  revenueAccountId: optionalId("Revenue account"),
  /** The expense or inventory account its purchases post to; blank takes the default of its type. */
  expenseAccountId: optionalId("Expense account"),
  isActive: isActive.default(true),
};

/** The fields whose agreement the item's rules check. */
export type ItemRuleFields = {
  itemType: ItemType;
  hsnCode: string | null;
  minStockLevel: string | null;
  reorderLevel: string | null;
  maxStockLevel: string | null;
};

/**
 * What is wrong with an item as a whole, field by field: its HSN or SAC code must fit its type, a
 * service keeps no stock, and the stock levels given are in order (minimum ≤ reorder ≤ maximum).
 */
export function itemRuleIssues(item: ItemRuleFields): { path: keyof ItemRuleFields; message: string }[] {
  const issues: { path: keyof ItemRuleFields; message: string }[] = [];
  if (item.hsnCode) {
    if (item.itemType === "service" && !SERVICE_SAC.test(item.hsnCode)) {
      issues.push({ path: "hsnCode", message: ITEM_MESSAGES.sac });
    }
    if (item.itemType === "goods" && !GOODS_HSN.test(item.hsnCode)) {
      issues.push({ path: "hsnCode", message: ITEM_MESSAGES.hsn });
    }
  }
  const { minStockLevel: min, reorderLevel: reorder, maxStockLevel: max } = item;
  if (item.itemType === "service" && (min !== null || reorder !== null || max !== null)) {
    issues.push({
      path: min !== null ? "minStockLevel" : reorder !== null ? "reorderLevel" : "maxStockLevel",
      message: ITEM_MESSAGES.serviceStock,
    });
    return issues;
  }
  if (min !== null && reorder !== null && thousandths(min) > thousandths(reorder)) {
    issues.push({ path: "reorderLevel", message: ITEM_MESSAGES.minAboveReorder });
  } else if (reorder !== null && max !== null && thousandths(reorder) > thousandths(max)) {
    issues.push({ path: "reorderLevel", message: ITEM_MESSAGES.reorderAboveMax });
  } else if (min !== null && max !== null && thousandths(min) > thousandths(max)) {
    issues.push({ path: "maxStockLevel", message: ITEM_MESSAGES.minAboveMax });
  }
  return issues;
}

function checkItemRules<T extends ItemRuleFields>(item: T, ctx: z.RefinementCtx) {
  for (const issue of itemRuleIssues(item)) {
    ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  }
}

const itemObject = z.object(itemFields);

/** A new item, as the item dialog and `POST /api/erp/items` send it. */
export const itemInput = itemObject.superRefine(checkItemRules);
export type ItemInput = z.output<typeof itemInput>;

/**
 * An item's new details, as `PUT /api/erp/items/{id}` sends them: code and name always; any other
 * field left out keeps its value, and null (or blank) clears an optional one. A blank account takes
 * the default account of its kind again. The item's rules are checked on the result.
 */
export const itemChanges = z.object({
  itemCode: itemFields.itemCode,
  itemName: itemFields.itemName,
  description: itemFields.description.optional(),
  itemType: itemType.optional(),
  categoryId: itemFields.categoryId.optional(),
  unit: unit.optional(),
  hsnCode: hsnCode.optional(),
  taxRate: taxRate.optional(),
  purchasePrice: itemFields.purchasePrice.optional(),
  sellingPrice: itemFields.sellingPrice.optional(),
  minStockLevel: itemFields.minStockLevel.optional(),
  reorderLevel: itemFields.reorderLevel.optional(),
  maxStockLevel: itemFields.maxStockLevel.optional(),
  revenueAccountId: itemFields.revenueAccountId.optional(),
  expenseAccountId: itemFields.expenseAccountId.optional(),
  isActive: isActive.optional(),
});
export const updateItemInput = itemChanges.extend({ id: idSchema("Item") });
export type UpdateItemInput = z.output<typeof updateItemInput>;

const searchText = z
  .string()
  .trim()
  .max(TEXT_LIMITS.search, `Search is at most ${TEXT_LIMITS.search} characters`)
  .optional();

export const itemListInput = z
  .object({
    /** Part of the code or name, whatever its case. */
    search: searchText,
    /** Items of this category or of any category under it. */
    categoryId: idSchema("Category").optional(),
    itemType: itemType.optional(),
    /** Inactive items are listed too unless this is true. */
    activeOnly: z.boolean().optional(),
  })
  .default({});

export const itemIdInput = z.object({ id: idSchema("Item") });

// --- The accounts an item posts to ---

/** Where an item's sales and purchases go when no account is chosen: found by role, never by code. */
export const ITEM_ACCOUNT_DEFAULTS: {
  revenue: AccountRole;
  expense: Record<ItemType, AccountRole>;
} = {
  revenue: "other_revenue",
  // Goods bought are stock until used or sold; a service bought is a cost at once.
  expense: { goods: "inventory", service: "cost_of_goods_sold" },
};

export type ItemAccountKind = "revenue" | "expense";
const ACCOUNT_LABELS: Record<ItemAccountKind, string> = {
  revenue: "Revenue account",
  expense: "Expense account",
};
const EXPENSE_TYPES: readonly AccountType[] = ["Expenses", "Cost of Goods Sold"];

type AccountFacts = Pick<
  AccountRow,
  "accountCode" | "accountName" | "accountType" | "isActive" | "isGroup" | "systemRole"
>;

/** Whether an account is the inventory (stock) asset goods may be bought into. */
export const isInventoryAccount = (account: Pick<AccountRow, "accountType" | "systemRole">) =>
  account.accountType === "Assets" && account.systemRole === "inventory";

/**
 * Why an account cannot be an item's revenue or expense account, or null when it can: it must be
 * active and take postings (not a group heading); a revenue account is of type Revenue; an expense
 * account is of type Expenses or Cost of Goods Sold, or, for goods, the inventory asset.
 */
export function itemAccountError(
  kind: ItemAccountKind,
  account: AccountFacts,
  itemType: ItemType,
): string | null {
  const label = ACCOUNT_LABELS[kind];
  const named = `${account.accountCode} ${account.accountName}`;
  if (!account.isActive) return `${label} must be active (${named} is inactive)`;
  if (account.isGroup) return `${label} must take postings (${named} is a group heading)`;
  if (kind === "revenue") {
    return account.accountType === "Revenue"
      ? null
      : `${label} must be of type Revenue (${named} is ${account.accountType})`;
  }
  if (EXPENSE_TYPES.includes(account.accountType)) return null;
  if (isInventoryAccount(account)) {
    return itemType === "goods" ? null : `${label} of a service cannot be the inventory account (${named})`;
  }
  return itemType === "goods"
    ? `${label} must be of type Expenses or Cost of Goods Sold, or the inventory account (${named} is ${account.accountType})`
    : `${label} must be of type Expenses or Cost of Goods Sold (${named} is ${account.accountType})`;
}

/** The accounts an item of `itemType` may post to as `kind`, for a picker. */
export function itemAccountChoices<T extends AccountFacts>(
  kind: ItemAccountKind,
  accounts: readonly T[],
  itemType: ItemType,
): T[] {
  return accounts.filter((a) => itemAccountError(kind, a, itemType) === null);
}

// --- Categories ---

const categoryFields = {
  categoryCode: code("Category code", CATEGORY_CODE_MAX, CATEGORY_MESSAGES),
  categoryName: name("Category name", CATEGORY_MESSAGES.nameRequired),
  description: optionalText(TEXT_LIMITS.shortNote, "Description"),
  /** The category it sits under; none (blank or null) puts it at the top. */
  parentCategoryId: optionalId("Parent category"),
  isActive: isActive.default(true),
};

/** A new category, as the category dialog and `POST /api/erp/item-categories` send it. */
export const itemCategoryInput = z.object(categoryFields);
export type ItemCategoryInput = z.output<typeof itemCategoryInput>;

/**
 * A category's new details, as `PUT /api/erp/item-categories/{id}` sends them: code and name
 * always; a field left out keeps its value (null clears the description or the parent).
 */
export const itemCategoryChanges = z.object({
  categoryCode: categoryFields.categoryCode,
  categoryName: categoryFields.categoryName,
  description: categoryFields.description.optional(),
  parentCategoryId: categoryFields.parentCategoryId.optional(),
  isActive: isActive.optional(),
});
export const updateItemCategoryInput = itemCategoryChanges
  .extend({ id: idSchema("Category") })
  .refine((v) => v.parentCategoryId !== v.id, {
    path: ["parentCategoryId"],
    message: CATEGORY_MESSAGES.parentSelf,
  });
export type UpdateItemCategoryInput = z.output<typeof updateItemCategoryInput>;

export const itemCategoryListInput = z
  .object({
    search: searchText,
    /** Inactive categories are listed too unless this is true. */
    activeOnly: z.boolean().optional(),
  })
  .default({});

// --- What the API answers ---

export interface ItemCategoryRow {
  id: string;
  categoryCode: string;
  categoryName: string;
  description: string | null;
  parentCategoryId: string | null;
  /** 1 at the top, the parent's plus one below it. */
  level: number;
  isActive: boolean;
  /** Items filed directly under it. */
  itemCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ItemRow {
  id: string;
  itemCode: string;
  itemName: string;
  description: string | null;
  itemType: ItemType;
  categoryId: string | null;
  categoryCode: string | null;
  categoryName: string | null;
  unit: string;
  /** HSN for goods, SAC for services. */
  hsnCode: string | null;
  /** Percent: 0, 5, 18 or 40. */
  taxRate: number;
  /** Decimal strings with two decimals, or null when not set. */
  purchasePrice: string | null;
  sellingPrice: string | null;
  /** Decimal strings without trailing zeros ("12.5"), or null when not set. */
  minStockLevel: string | null;
  reorderLevel: string | null;
  maxStockLevel: string | null;
  revenueAccountId: string | null;
  revenueAccountCode: string | null;
  revenueAccountName: string | null;
  expenseAccountId: string | null;
  expenseAccountCode: string | null;
  expenseAccountName: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Categories in tree order: each parent followed by its children, by code at each level. */
export function categoryTree<T extends Pick<ItemCategoryRow, "id" | "parentCategoryId" | "categoryCode">>(
  categories: readonly T[],
): T[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<string | null, T[]>();
  for (const category of categories) {
    // A category whose parent is not in the list (filtered out) starts a branch of its own.
    const parent =
      category.parentCategoryId && ids.has(category.parentCategoryId) ? category.parentCategoryId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const ordered: T[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) =>
      a.categoryCode.localeCompare(b.categoryCode, "en", { numeric: true }),
    );
    for (const category of list) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      ordered.push(category);
      visit(category.id);
    }
  };
  visit(null);
  for (const category of categories) if (!seen.has(category.id)) ordered.push(category);
  return ordered;
}

/** The ids of a category and every category under it. */
export function categoryWithDescendants(
  categories: readonly Pick<ItemCategoryRow, "id" | "parentCategoryId">[],
  id: string,
): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentCategoryId && found.has(c.parentCategoryId) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
    }
  }
  return found;
}
