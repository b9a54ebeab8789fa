import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { dashboardStats } from "./dashboard.service";

export const dashboardRouter = router({
  stats: authorizedProcedure("dashboard.read").query(({ ctx }) =>
    dashboardStats(ctx.db, ctx.config.timeZone),
  ),
});
