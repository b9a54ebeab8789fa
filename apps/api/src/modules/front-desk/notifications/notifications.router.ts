import type { Role } from "@atithi/domain";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { notificationsFor } from "./notifications.service";

export const notificationsRouter = router({
  /** Everyone signed in asks; each role is answered only what it may act on. */
  list: authorizedProcedure("dashboard.read").query(({ ctx }) =>
    // authorizedProcedure admits only a role of the matrix.
    notificationsFor(ctx.db, ctx.user.role as Role, ctx.config.timeZone),
  ),
});
