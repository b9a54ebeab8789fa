import { PARTY_TYPE_LABELS } from "@atithi/domain";
import { Select, type SelectProps } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";

interface PartyPickerProps extends Omit<SelectProps, "data" | "searchable"> {
  /** The party already chosen, kept selectable though it may have been deactivated since. */
  current?: { id: string; name: string } | null;
}

/** A searchable choice of the active customers and suppliers, by name or code. */
export function PartyPicker({ current, ...props }: PartyPickerProps) {
  const trpc = useTRPC();
  const parties = useQuery(trpc.parties.list.queryOptions({ activeOnly: true }));
  const data = (parties.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.partyName} · ${p.partyCode} (${PARTY_TYPE_LABELS[p.partyType]})`,
  }));
  if (current && !data.some((o) => o.value === current.id))
    data.push({ value: current.id, label: current.name });
  return (
    <Select
      placeholder={parties.isPending ? "Loading parties…" : "Search customers and suppliers"}
      nothingFoundMessage="No party matches"
      clearable
      {...props}
      data={data}
      searchable
    />
  );
}
