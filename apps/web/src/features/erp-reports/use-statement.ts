import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { errorMessage, isUnauthorized } from "../../api/errors";
import { notifyError } from "../../lib/notify";

/** One toast when a statement fails to load (an expired session is told elsewhere). */
export function useStatementFailure(query: UseQueryResult<unknown, unknown>, what: string) {
  const { isError, error } = query;
  useEffect(() => {
    if (isError && !isUnauthorized(error))
      notifyError(`Failed to fetch ${what}`, errorMessage(error, "Unknown error"));
  }, [isError, error, what]);
}
