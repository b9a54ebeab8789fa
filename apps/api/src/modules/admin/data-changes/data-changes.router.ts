import { dataVersion } from "../../../platform/db/data-version";
import { authorizedProcedure, router } from "../../../platform/trpc/init";

export const dataChangesRouter = router({
  /** Polled by every signed-in screen: one indexed read, no rows of business data. */
  version: authorizedProcedure("session.self").query(async ({ ctx }) => ({
    version: await dataVersion(ctx.db),
  })),
});
