import { firstSteps } from "@atithi/domain";
import { authorizedProcedure, router } from "../../../platform/trpc/init";
import { firstStepsRepository } from "./first-steps.repository";

export const firstStepsRouter = router({
  /** The administrator's checklist for a new installation, each step done or not from the data. */
  list: authorizedProcedure("settings.manage").query(async ({ ctx }) =>
    firstSteps(await firstStepsRepository(ctx.db).facts()),
  ),
});
