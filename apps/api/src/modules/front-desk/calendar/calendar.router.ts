import { calendarRangeInput } from "@atithi/domain";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { calendarAvailability } from "./calendar.service";

export const calendarRouter = router({
  availability: authorizedProcedure("calendar.read")
    .input(calendarRangeInput)
    .query(({ ctx, input }) => calendarAvailability(ctx.db, ctx.config.timeZone, input)),
});
