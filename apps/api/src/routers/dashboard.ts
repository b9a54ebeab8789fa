import { dashboardStats } from "../services/calendar.service";
import { authorizedProcedure, router } from "../trpc/init";

export const dashboardRouter = router({
  stats: authorizedProcedure("dashboard.read").query(({ ctx }) =>
    dashboardStats(ctx.db, ctx.config.timeZone),
  ),
});
