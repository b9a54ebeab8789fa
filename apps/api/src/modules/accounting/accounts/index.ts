export { accountForUse, accountWithRoleForUse, listAccounts } from "./accounts.service";
