import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { errorMessage } from "../api/errors";
import { useTRPC } from "../api/trpc";
import { notifyError, notifySuccess } from "../lib/notify";
import { meQueryKey } from "./session";

export function useLogin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async () => {
        notifySuccess("Successfully logged in");
        await navigate({ to: "/" });
        await queryClient.refetchQueries({ queryKey: meQueryKey });
      },
      onError: (error) => {
        notifyError("Login Failed", errorMessage(error, "Invalid username or password"));
      },
    }),
  );
}
