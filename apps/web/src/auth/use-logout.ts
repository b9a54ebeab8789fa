import { useMutation, useQueryClient } from "@tanstack/react-query";

import { useTRPC } from "../api/trpc";
import { notifyRequestError, notifySuccess } from "../lib/notify";
import { markSignedOut } from "./session";

export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        notifySuccess("Logged out", "You have been successfully logged out");
        markSignedOut(queryClient);
      },
      onError: (error) => {
        notifyRequestError("Logout failed", error, "Failed to logout");
      },
    }),
  );
}
