import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";

/** The investors and share classes a form picks from, as select options. */
export function useCapTableOptions(enabled: boolean) {
  const trpc = useTRPC();
  const investors = useQuery(trpc.investors.list.queryOptions({ search: null }, { enabled }));
  const classes = useQuery(trpc.investors.shareClasses.queryOptions(undefined, { enabled }));
  return {
    investors: (investors.data ?? []).map((i) => ({
      value: i.id,
      label: `${i.investorName} (${i.investorCode})`,
    })),
    classes: (classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  };
}

/** After shares are issued or a round changes: every view of investors and the cap table read again. */
export function useRefreshCapTable() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trpc.investors.pathKey() });
}
