import type { AccountRow, AccountType } from "@atithi/domain";

export type Account = AccountRow;

/** Badge colours per type, the same on every screen that shows an account's type. */
export const ACCOUNT_TYPE_COLORS: Record<AccountType, string> = {
  Assets: "blue",
  Liabilities: "orange",
  Equity: "grape",
  Revenue: "teal",
  Expenses: "red",
  "Cost of Goods Sold": "pink",
};

export const accountLabel = (a: Pick<Account, "accountCode" | "accountName">) =>
  `${a.accountCode} ${a.accountName}`;

/** Whether the account can be removed rather than deactivated: the server says the same. */
export function canDelete(account: Account, accounts: readonly Account[]): boolean {
  return (
    !account.hasPostings &&
    !account.systemRole &&
    account.expenseCategories.length === 0 &&
    !accounts.some((a) => a.parentAccountId === account.id)
  );
}

/** Why the type of an account is fixed, or null when it may change. */
export function typeLockReason(account: Account | null, accounts: readonly Account[]): string | null {
  if (!account) return null;
  if (account.hasPostings) return "Fixed: the account has postings";
  if (account.systemRole) return "Fixed: automatic postings use this account";
  if (accounts.some((a) => a.parentAccountId === account.id)) return "Fixed: accounts sit under it";
  return null;
}

/** The account and every account under it, which cannot become its parent. */
export function selfAndDescendants(id: string, accounts: readonly Account[]): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const a of accounts) {
      if (a.parentAccountId && found.has(a.parentAccountId) && !found.has(a.id)) {
        found.add(a.id);
        grew = true;
      }
    }
  }
  return found;
}
