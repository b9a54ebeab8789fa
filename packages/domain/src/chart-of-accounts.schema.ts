import { z } from "zod";
import { ACCOUNT_TYPES, type AccountType } from "./accounts";
import { idSchema, optionalText, TEXT_LIMITS } from "./text";

/** How deep the tree of accounts goes: the column's own limit (level 1 to 10). */
export const MAX_ACCOUNT_LEVEL = 10;
export const ACCOUNT_CODE_MAX = 20;
/** Letters, digits and the separators account numbers use ("1100", "SB-01", "4.10"). */
export const ACCOUNT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./-]*$/;

export const ACCOUNT_MESSAGES = {
  codeRequired: "Account code is required",
  codeTooLong: `Account code is at most ${ACCOUNT_CODE_MAX} characters`,
  codeForm: "Account code may hold only letters, digits, '.', '/' and '-', starting with a letter or digit",
  nameRequired: "Account name is required",
  type: `Account type must be one of ${ACCOUNT_TYPES.join(", ")}`,
  parentSelf: "An account cannot be its own parent",
} as const;

const accountFields = {
  accountCode: z
    .string({ message: ACCOUNT_MESSAGES.codeRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.codeRequired)
    .max(ACCOUNT_CODE_MAX, ACCOUNT_MESSAGES.codeTooLong)
    .refine((v) => v === "" || ACCOUNT_CODE_PATTERN.test(v), ACCOUNT_MESSAGES.codeForm),
  accountName: z
    .string({ message: ACCOUNT_MESSAGES.nameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.nameRequired)
    .max(TEXT_LIMITS.name, `Account name is at most ${TEXT_LIMITS.name} characters`),
  accountType: z.enum(ACCOUNT_TYPES, { message: ACCOUNT_MESSAGES.type }).default("Assets"),
  description: optionalText(TEXT_LIMITS.shortNote, "Description"),
  isActive: z.boolean({ message: "Active must be true or false" }).default(true),
  /** A heading that groups accounts under it; nothing is posted to it. */
  isGroup: z.boolean({ message: "Group must be true or false" }).default(false),
  /** The group heading it sits under; none (blank or null) puts it at the top of its type. */
  parentAccountId: z
    .union([z.literal(""), idSchema("Parent account")])
    .nullish()
    .transform((v) => v || null),
};

/** A new account, as the Create New Account dialog and `POST /api/erp/chart-of-accounts` send it. */
export const accountInput = z.object(accountFields);
export type AccountInput = z.output<typeof accountInput>;

/**
 * An account's new details, as `PUT /api/erp/chart-of-accounts/{id}` sends them: code and name
 * always; a field left out keeps its value (null clears the description or the parent).
 */
export const accountChanges = z.object({
  accountCode: accountFields.accountCode,
  accountName: accountFields.accountName,
  accountType: z.enum(ACCOUNT_TYPES, { message: ACCOUNT_MESSAGES.type }).optional(),
  description: accountFields.description.optional(),
  isActive: z.boolean({ message: "Active must be true or false" }).optional(),
  isGroup: z.boolean({ message: "Group must be true or false" }).optional(),
  parentAccountId: accountFields.parentAccountId.optional(),
});

/** The changes and the account's id. */
export const updateAccountInput = accountChanges
  .extend({ id: idSchema("Account") })
  .refine((v) => v.parentAccountId !== v.id, {
    path: ["parentAccountId"],
    message: ACCOUNT_MESSAGES.parentSelf,
  });
export type UpdateAccountInput = z.output<typeof updateAccountInput>;

export const accountIdInput = z.object({ id: idSchema("Account") });

/** Which accounts the chart lists: all of them, or only those a voucher line may be posted to. */
export const accountListInput = z
  .object({ postable: z.boolean({ message: "Postable must be true or false" }).optional() })
  .optional();
export type AccountListInput = z.output<typeof accountListInput>;

/** An account as the chart lists it. */
export interface AccountRow {
  id: string;
  accountCode: string;
  accountName: string;
  accountType: AccountType;
  description: string | null;
  isActive: boolean;
  parentAccountId: string | null;
  level: number;
  isGroup: boolean;
  /** What automatic postings find it by ("cash"), or null. */
  systemRole: string | null;
  /** Whether any voucher (posted or draft) has a line on it: its type is then fixed and it stays. */
  hasPostings: boolean;
  /** The expense categories whose spending it records. */
  expenseCategories: string[];
}

/** Whether a voucher line may be posted to the account: an active account that is not a group heading. */
export const isPostable = (account: Pick<AccountRow, "isActive" | "isGroup">): boolean =>
  account.isActive && !account.isGroup;

/** Accounts in tree order: each parent followed by its children, by code at each level. */
export function accountTree<T extends Pick<AccountRow, "id" | "parentAccountId" | "accountCode">>(
  accounts: readonly T[],
): T[] {
  const ids = new Set(accounts.map((a) => a.id));
  const children = new Map<string | null, T[]>();
  for (const account of accounts) {
    // An account whose parent is not in the list (filtered out) starts a branch of its own.
    const parent =
      account.parentAccountId && ids.has(account.parentAccountId) ? account.parentAccountId : null;
    const list = children.get(parent) ?? [];
    list.push(account);
    children.set(parent, list);
  }
  const ordered: T[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) =>
      a.accountCode.localeCompare(b.accountCode, "en", { numeric: true }),
    );
    for (const account of list) {
      if (seen.has(account.id)) continue;
      seen.add(account.id);
      ordered.push(account);
      visit(account.id);
    }
  };
  visit(null);
  // Anything left (a cycle cannot be stored, but a list is not the database) keeps its place at the end.
  for (const account of accounts) if (!seen.has(account.id)) ordered.push(account);
  return ordered;
}

/** Whether an account matches a search by name or code, case-insensitively. */
export function accountMatches(account: Pick<AccountRow, "accountCode" | "accountName">, search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    account.accountCode.toLowerCase().includes(needle) || account.accountName.toLowerCase().includes(needle)
  );
}
