import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "../../api/errors";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";

type Asset = RouterOutputs["digitalAssets"]["list"][number];

export function DeleteAssetModal({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const shown = useLastDefined(asset);
  const remove = useMutation(
    trpc.digitalAssets.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess("Asset Deleted", "The digital asset and its file were deleted.");
        void queryClient.invalidateQueries(trpc.digitalAssets.list.queryFilter());
        onClose();
      },
      onError: (error) => {
        if (!isUnauthorized(error)) notifyError("Error", "Failed to delete digital asset. Please try again.");
      },
    }),
  );

  return (
    <ConfirmDialog
      opened={asset !== null}
      title="Delete digital asset"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => shown && remove.mutate({ id: shown.id })}
      onClose={onClose}
    >
      Delete <strong>{shown?.fileName}</strong>? Its stored file is deleted too; this cannot be undone.
    </ConfirmDialog>
  );
}
