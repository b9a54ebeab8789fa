import { noShowNotYet } from "@atithi/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useReducer } from "react";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";

/**
 * Whether a stay arriving on `checkInDate` may be marked a no-show now: from the arrival day's
 * cut-off (the front desk setting), the server's own rule. Asked only once the arrival day has come,
 * and looked at again each minute until the cut-off passes, so a screen left open offers it then.
 */
export function useNoShowOpen(checkInDate: string, wanted: boolean): boolean {
  const trpc = useTRPC();
  const { property } = useCurrentUser();
  const arrived = wanted && property.today >= checkInDate;
  const settings = useQuery({ ...trpc.settings.frontDesk.queryOptions(), enabled: arrived });
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const open =
    arrived && settings.data !== undefined
      ? noShowNotYet(checkInDate, settings.data.noShowCutoff, property.timeZone) === null
      : false;
  const waiting = arrived && settings.data !== undefined && !open;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, [waiting]);
  return open;
}
