export { chartOfAccountsRest } from "./accounts.rest";
export { chartOfAccountsRouter } from "./accounts.router";
export { accountForUse, accountWithRoleForUse, listAccounts } from "./accounts.service";
