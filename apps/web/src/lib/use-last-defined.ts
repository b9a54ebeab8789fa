import { useState } from "react";

/**
 * The latest non-null `value`. A dialog opened for a row keeps showing that row
 * while it animates closed, after its caller has already cleared the selection.
 */
export function useLastDefined<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
