import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { type RouterInputs, useTRPC } from "../../api/trpc";
import { notifyRequestError } from "../../lib/notify";

type Range = RouterInputs["calendar"]["availability"];

/**
 * Calendar availability, always asked again (fresh for no time, and again when the window regains
 * focus): it follows every booking and room change made anywhere. A failure is told in a toast.
 */
export function useCalendarAvailability(range: Range) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.calendar.availability.queryOptions(range, { staleTime: 0, refetchOnWindowFocus: true }),
  );
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notifyRequestError("Failed to fetch calendar availability", error);
  }, [isError, errorUpdatedAt]);
  return query;
}
