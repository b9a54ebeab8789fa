import { Alert, Button, Center, Loader } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage, isUnauthorized } from "../api/errors";
import { useRevealed } from "../lib/use-revealed";

interface QueryStateProps<T> {
  query: UseQueryResult<T, unknown>;
  /** What is being loaded, for the error text ("users"). */
  what: string;
  children: (data: T) => ReactNode;
}

/** A query's loading and error states, and its data once there is some. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  const revealed = useRevealed(!query.isPending);
  // An expired session is being handled (toast, then the login screen); no error box meanwhile.
  if (query.isPending || !revealed || (query.isError && isUnauthorized(query.error))) {
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label={`Loading ${what}`} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={`Could not load ${what}`}>
        {errorMessage(query.error, "Unknown error")}
        <div>
          <Button variant="subtle" color="red" size="compact-sm" mt="xs" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
