import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import type { ApiTokenRow } from "./user-display";

export function RevokeTokenModal({ token, onClose }: { token: ApiTokenRow | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const shown = useLastDefined(token);

  const revoke = useMutation(
    trpc.apiTokens.revoke.mutationOptions({
      onSuccess: () => {
        notifySuccess("Token revoked", `${shown?.name ?? "The token"} no longer works.`);
        void queryClient.invalidateQueries(trpc.apiTokens.list.queryFilter());
        onClose();
      },
      onError: (error) => notifyRequestError("Could not revoke the token", error),
    }),
  );

  return (
    <ConfirmDialog
      opened={token !== null}
      title="Revoke token"
      confirmLabel="Revoke"
      pending={revoke.isPending}
      onConfirm={() => shown && revoke.mutate({ id: shown.id })}
      onClose={onClose}
    >
      Revoke <b>{shown?.name}</b> (acting as {shown?.username})? Programs using it will stop working at once.
      This cannot be undone.
    </ConfirmDialog>
  );
}
