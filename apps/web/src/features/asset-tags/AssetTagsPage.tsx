import type { AssetCategory, AssetStatus } from "@atithi/domain";
import { Button, EmptyState, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus, IconTags } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { useCurrentUser } from "../../auth/current-user";
import { QueryState } from "../../components/QueryState";
import { type AssetDialogState, AssetFormDialog } from "./AssetFormDialog";
import { AssetTagCards } from "./AssetTagCards";
import { AssetTagsTable } from "./AssetTagsTable";
import { CATEGORY_FILTER_OPTIONS, STATUS_FILTER_OPTIONS } from "./asset-display";
import { notifyAssetFailure, notifyAssetSuccess } from "./asset-notify";
import { ConfirmAssetModal, type ConfirmState } from "./ConfirmAssetModal";

type StatusFilter = AssetStatus | "all";
type CategoryFilter = AssetCategory | "all";

/** Asset Tags Management (part 2 §2): the register, its filters, and approval by an administrator. */
export function AssetTagsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const mayDecide = useCan("assets.approve");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [category, setCategory] = useState<CategoryFilter>("all");
  const [dialog, setDialog] = useState<AssetDialogState>(null);
  const [confirm, setConfirm] = useState<ConfirmState>(null);
  const filtered = status !== "all" || category !== "all";
  // Below Mantine's sm breakpoint the table would scroll sideways; cards show the same fields.
  const small = useMediaQuery("(max-width: 47.99em)");
  const Register = small ? AssetTagCards : AssetTagsTable;

  const assets = useQuery(
    trpc.assetTags.list.queryOptions({ status, category }, { placeholderData: keepPreviousData }),
  );
  const refresh = () => queryClient.invalidateQueries(trpc.assetTags.list.queryFilter());

  const approve = useMutation(
    trpc.assetTags.approve.mutationOptions({
      onSuccess: () => {
        notifyAssetSuccess("approve");
        void refresh();
      },
      onError: (error) => notifyAssetFailure("approve", error),
    }),
  );
  const reject = useMutation(
    trpc.assetTags.reject.mutationOptions({
      onSuccess: () => {
        notifyAssetSuccess("reject");
        setConfirm(null);
        void refresh();
      },
      onError: (error) => notifyAssetFailure("reject", error),
    }),
  );
  const remove = useMutation(
    trpc.assetTags.delete.mutationOptions({
      onSuccess: () => {
        notifyAssetSuccess("delete");
        setConfirm(null);
        void refresh();
      },
      onError: (error) => notifyAssetFailure("delete", error),
    }),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <Select
            label="Status"
            data={STATUS_FILTER_OPTIONS}
            value={status}
            onChange={(value) => setStatus((value as StatusFilter | null) ?? "all")}
            allowDeselect={false}
            w={170}
          />
          <Select
            label="Category"
            data={CATEGORY_FILTER_OPTIONS}
            value={category}
            onChange={(value) => setCategory((value as CategoryFilter | null) ?? "all")}
            allowDeselect={false}
            w={170}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ asset: null })}>
          Add Asset
        </Button>
      </Group>

      <Paper withBorder radius="md" p="md">
        <QueryState query={assets} what="assets">
          {(list) =>
            list.length > 0 ? (
              <Stack gap="xs">
                <Text size="sm" c="dimmed" role="status">
                  {list.length === 1 ? "1 asset" : `${list.length} assets`}
                </Text>
                <Register
                  assets={list}
                  timeZone={me.property.timeZone}
                  canDecide={mayDecide}
                  decidingId={approve.isPending ? approve.variables?.id : undefined}
                  onEdit={(asset) => setDialog({ asset })}
                  onDelete={(asset) => setConfirm({ action: "delete", asset })}
                  onApprove={(asset) => approve.mutate({ id: asset.id })}
                  onReject={(asset) => setConfirm({ action: "reject", asset })}
                />
              </Stack>
            ) : filtered ? (
              <EmptyState
                icon={<IconTags size={32} stroke={1.5} />}
                withIndicatorBackground
                title="No assets match these filters"
                description="Choose another status or category, or clear the filters."
                py="xl"
              >
                <Button
                  variant="default"
                  onClick={() => {
                    setStatus("all");
                    setCategory("all");
                  }}
                >
                  Clear Filters
                </Button>
              </EmptyState>
            ) : (
              <EmptyState
                icon={<IconTags size={32} stroke={1.5} />}
                withIndicatorBackground
                title="No assets found"
                description="Tag the property's equipment, furniture and other assets to keep track of them."
                py="xl"
              >
                <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ asset: null })}>
                  Add First Asset
                </Button>
              </EmptyState>
            )
          }
        </QueryState>
      </Paper>

      <AssetFormDialog state={dialog} onClose={() => setDialog(null)} />
      <ConfirmAssetModal
        state={confirm}
        pending={remove.isPending || reject.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={({ action, asset }) =>
          action === "delete" ? remove.mutate({ id: asset.id }) : reject.mutate({ id: asset.id })
        }
      />
    </Stack>
  );
}
