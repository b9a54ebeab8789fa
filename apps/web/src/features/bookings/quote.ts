import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";

/** A night as the quote answers it: its date, price and GST slab. */
export interface QuotedNight {
  date: string;
  amount: string;
  gstRate: number;
}

/** Consecutive nights at the same price and slab, shown as one line ("2 nights × ₹3,200.00"). */
export interface NightRun {
  from: string;
  count: number;
  amount: string;
  gstRate: number;
}

/** The quote's nights as runs of equal consecutive nights, in date order as answered. */
export function nightRuns(nights: readonly QuotedNight[]): NightRun[] {
  const runs: NightRun[] = [];
  for (const night of nights) {
    const last = runs.at(-1);
    if (last && last.amount === night.amount && last.gstRate === night.gstRate) last.count += 1;
    else runs.push({ from: night.date, count: 1, amount: night.amount, gstRate: night.gstRate });
  }
  return runs;
}

/** How long the form rests before its price is asked again. */
export const QUOTE_DELAY_MS = 300;

/**
 * The server's quote for `input` once the form has rested, keyed by the values sent. `input` is
 * null while the form cannot be priced: nothing is asked and nothing is shown. `updating` says the
 * figures shown are of earlier values.
 */
export function useQuote<I, O>(name: string, input: I | null, ask: (input: I) => Promise<O>) {
  // Compared as text: the form builds a new object on every render.
  const text = input === null ? null : JSON.stringify(input);
  const [rested] = useDebouncedValue(text, QUOTE_DELAY_MS);
  const query = useQuery({
    queryKey: ["quote", name, rested],
    queryFn: () => ask(JSON.parse(rested as string) as I),
    enabled: rested !== null && rested === text,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  if (text === null) return { quote: undefined, error: null, updating: false };
  const updating = rested !== text || query.isPlaceholderData || query.isFetching;
  return {
    quote: query.isError ? undefined : query.data,
    error: query.isError && !updating ? query.error : null,
    updating,
  };
}
