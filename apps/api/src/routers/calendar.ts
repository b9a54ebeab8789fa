import { calendarRangeInput } from "@atithi/domain";
import { calendarAvailability } from "../services/calendar.service";
import { authorizedProcedure, router } from "../trpc/init";

export const calendarRouter = router({
  availability: authorizedProcedure("calendar.read")
    .input(calendarRangeInput)
    .query(({ ctx, input }) => calendarAvailability(ctx.db, ctx.config.timeZone, input)),
});
