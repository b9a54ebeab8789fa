import { noShowNotYet } from "@atithi/domain";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";

/**
 * Whether a stay arriving on `checkInDate` may be marked a no-show now: from the arrival day's
 * cut-off (the front desk setting), the server's own rule. Asked only once the arrival day has come.
 */
export function useNoShowOpen(checkInDate: string, wanted: boolean): boolean {
  const trpc = useTRPC();
  const { property } = useCurrentUser();
  const arrived = wanted && property.today >= checkInDate;
  const settings = useQuery({ ...trpc.settings.frontDesk.queryOptions(), enabled: arrived });
  if (!arrived || !settings.data) return false;
  return noShowNotYet(checkInDate, settings.data.noShowCutoff, property.timeZone) === null;
}
