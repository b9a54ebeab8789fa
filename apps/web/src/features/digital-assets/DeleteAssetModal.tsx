import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "../../api/errors";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { notifyError, notifySuccess } from "../../lib/notify";

type Asset = RouterOutputs["digitalAssets"]["list"][number];

export function DeleteAssetModal({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
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
    <Modal opened={asset !== null} onClose={onClose} title="Delete digital asset">
      <Stack>
        <Text>
          Delete <strong>{asset?.fileName}</strong>? Its stored file is deleted too; this cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => asset && remove.mutate({ id: asset.id })}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
