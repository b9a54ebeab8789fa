export { chartOfAccountsRest } from "./accounts.rest";
export { chartOfAccountsRouter } from "./accounts.router";
export { listAccounts } from "./accounts.service";
