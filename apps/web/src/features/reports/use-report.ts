import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { notifyRequestError } from "../../lib/notify";

/** Raises the report's failure toast (part 2 §8) once per failure. */
export function useFailureToast(query: UseQueryResult<unknown, unknown>, title: string) {
  const { error } = query;
  useEffect(() => {
    if (error) notifyRequestError(title, error);
  }, [error, title]);
}
