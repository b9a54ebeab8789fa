import { Select, type SelectProps } from "@mantine/core";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTRPC } from "../../api/trpc";

interface RatePlanSelectProps extends Omit<SelectProps, "data" | "placeholder" | "onChange" | "value"> {
  /** The chosen room's type; null before a room is chosen. */
  roomTypeId: string | null;
  value: string;
  onChange: (ratePlanId: string) => void;
}

/**
 * The rate plans of the room's type, its default first. The default is chosen while no plan of
 * this type is (a new stay, or another room of another type).
 */
export function RatePlanSelect({ roomTypeId, value, onChange, ...props }: RatePlanSelectProps) {
  const trpc = useTRPC();
  const plans = useQuery(trpc.ratePlans.list.queryOptions(roomTypeId ? { roomTypeId } : skipToken));
  const listed = plans.data ?? [];
  const ordered = [...listed.filter((p) => p.isDefault), ...listed.filter((p) => !p.isDefault)];
  const fallback = ordered[0]?.id;
  const known = listed.some((plan) => plan.id === value);
  useEffect(() => {
    if (plans.data && !known && fallback) onChange(fallback);
  }, [plans.data, known, fallback, onChange]);
  const placeholder = !roomTypeId
    ? "Select a room first"
    : plans.isPending
      ? "Loading rate plans..."
      : plans.isError
        ? "Could not load rate plans"
        : "Select a rate plan";
  return (
    <Select
      {...props}
      value={known ? value : null}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      data={ordered.map((plan) => ({
        value: plan.id,
        label: plan.isDefault ? `${plan.name} (default)` : plan.name,
      }))}
      placeholder={placeholder}
      disabled={!roomTypeId || ordered.length === 0}
    />
  );
}
