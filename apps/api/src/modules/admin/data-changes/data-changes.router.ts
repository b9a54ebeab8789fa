import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { dataVersion } from "./data-changes.repository";

export const dataChangesRouter = router({
  /** Polled by every signed-in screen: one indexed read, no rows of business data. */
  version: authorizedProcedure("session.self").query(async ({ ctx }) => ({
    version: await dataVersion(ctx.db),
  })),
});
