import { DELETE_REASON_REQUIRED, isUnderRetention } from "@atithi/domain";
import { Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { formatDisplayDate } from "../../lib/dates";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";

type Asset = RouterOutputs["digitalAssets"]["list"][number];

export function DeleteAssetModal({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { today } = useCurrentUser().property;
  const shown = useLastDefined(asset);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  useEffect(() => {
    if (asset) {
      setReason("");
      setReasonError(null);
    }
  }, [asset]);
  const kept = shown ? isUnderRetention(shown.expirationDate, today) : false;
  const remove = useMutation(
    trpc.digitalAssets.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess("Asset Deleted", "The digital asset and its file were deleted.");
        void queryClient.invalidateQueries(trpc.digitalAssets.list.queryFilter());
        onClose();
      },
      onError: (error) =>
        notifyRequestError("Error", error, "Failed to delete digital asset. Please try again."),
    }),
  );
  const confirm = () => {
    if (!shown) return;
    if (kept && !reason.trim()) return setReasonError(DELETE_REASON_REQUIRED);
    remove.mutate({ id: shown.id, reason: kept ? reason : null });
  };

  return (
    <ConfirmDialog
      opened={asset !== null}
      title="Delete digital asset"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      extra={
        kept && (
          <Textarea
            label="Reason"
            description={`It is to be kept until ${shown?.expirationDate ? formatDisplayDate(shown.expirationDate) : ""}; the reason is recorded in the audit log.`}
            required
            rows={2}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
        )
      }
    >
      Delete <strong>{shown?.fileName}</strong>? Its stored file is deleted too; this cannot be undone.
    </ConfirmDialog>
  );
}
