import { accountIdInput, accountInput, accountListInput, updateAccountInput } from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { createAccount, deleteAccount, listAccounts, updateAccount } from "./accounts.service";

export const chartOfAccountsRouter = router({
  list: authorizedProcedure("erp.read")
    .input(accountListInput)
    .query(({ ctx, input }) => listAccounts(ctx.db, input)),
  create: authorizedProcedure("erp.write")
    .input(accountInput)
    .mutation(({ ctx, input }) => createAccount(actor(ctx), input)),
  update: authorizedProcedure("erp.write")
    .input(updateAccountInput)
    .mutation(({ ctx, input }) => updateAccount(actor(ctx), input)),
  delete: authorizedProcedure("erp.write")
    .input(accountIdInput)
    .mutation(({ ctx, input }) => deleteAccount(actor(ctx), input.id)),
});
