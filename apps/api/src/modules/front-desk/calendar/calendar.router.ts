import { calendarGridInput, calendarRangeInput } from "@atithi/domain";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { calendarAvailability, calendarGrid } from "./calendar.service";

export const calendarRouter = router({
  availability: authorizedProcedure("calendar.read")
    .input(calendarRangeInput)
    .query(({ ctx, input }) => calendarAvailability(ctx.db, ctx.config.timeZone, input)),

  grid: authorizedProcedure("calendar.read")
    .input(calendarGridInput)
    .query(({ ctx, input }) => calendarGrid(ctx.db, ctx.config.timeZone, input)),
});
