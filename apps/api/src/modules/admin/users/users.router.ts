import { createUserInput, resetPasswordInput, setUserActiveInput, updateUserRoleInput } from "@atithi/domain";
import { actor } from "../../../platform/trpc/actor";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { createUser, listUsers, resetUserPassword, setUserActive, setUserRole } from "./users.service";

const manage = authorizedProcedure("users.manage");

export const usersRouter = router({
  list: manage.query(({ ctx }) => listUsers(ctx.db)),

  create: manage.input(createUserInput).mutation(({ ctx, input }) => createUser(actor(ctx), input)),

  setActive: manage
    .input(setUserActiveInput)
    .mutation(({ ctx, input }) => setUserActive(actor(ctx), input.id, input.isActive)),

  setRole: manage
    .input(updateUserRoleInput)
    .mutation(({ ctx, input }) => setUserRole(actor(ctx), input.id, input.role)),

  resetPassword: manage
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => resetUserPassword(actor(ctx), input.id, input.password)),
});
