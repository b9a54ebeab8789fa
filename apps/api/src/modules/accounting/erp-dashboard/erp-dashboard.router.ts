import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { capTable } from "../investors";
import { erpDashboardStats, stockList } from "./erp-dashboard.service";

export const erpDashboardRouter = router({
  stats: authorizedProcedure("erp.read").query(({ ctx }) => erpDashboardStats(ctx.db, ctx.config.timeZone)),
  stock: authorizedProcedure("erp.read").query(({ ctx }) => stockList(ctx.db)),
  shareholdings: authorizedProcedure("erp.read").query(({ ctx }) => capTable(ctx.db)),
});
