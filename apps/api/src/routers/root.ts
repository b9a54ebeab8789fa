import { createCallerFactory, router } from "../trpc/init";
import { apiTokensRouter } from "./api-tokens";
import { authRouter } from "./auth";
import { usersRouter } from "./users";

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  apiTokens: apiTokensRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
