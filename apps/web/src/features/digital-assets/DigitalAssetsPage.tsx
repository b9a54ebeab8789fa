import { type DIGITAL_ASSET_STATUS_FILTERS, type FILE_TYPES, mayDeleteDocument } from "@atithi/domain";
import { Button, Center, EmptyState, Group, Loader, Paper, Select, Stack, Text } from "@mantine/core";
import { IconFiles, IconUpload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { QueryState } from "../../components/QueryState";
import { STATUS_FILTER_OPTIONS, TYPE_FILTER_OPTIONS } from "./asset-display";
import { DeleteAssetModal } from "./DeleteAssetModal";
import { DigitalAssetsTable } from "./DigitalAssetsTable";
import { UploadAssetDialog } from "./UploadAssetDialog";

type Asset = RouterOutputs["digitalAssets"]["list"][number];
type TypeFilter = "all" | (typeof FILE_TYPES)[number];
type StatusFilter = (typeof DIGITAL_ASSET_STATUS_FILTERS)[number];

/** Documents kept in object storage: power bills, scans, photos, contracts, with retention and confidentiality. */
export function DigitalAssetsPage() {
  const trpc = useTRPC();
  const me = useCurrentUser();
  const { timeZone, today } = me.property;
  const mayDelete = (asset: Asset) =>
    mayDeleteDocument(
      { userId: me.id, role: me.role },
      { uploadedBy: asset.uploadedBy, expiryDate: asset.expirationDate },
      today,
    );
  const [fileType, setFileType] = useState<TypeFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const assets = useQuery(
    trpc.digitalAssets.list.queryOptions({ fileType, status }, { placeholderData: keepPreviousData }),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="File type"
            data={TYPE_FILTER_OPTIONS}
            value={fileType}
            onChange={(value) => setFileType((value ?? "all") as TypeFilter)}
            allowDeselect={false}
            w={180}
          />
          <Select
            label="Status"
            data={STATUS_FILTER_OPTIONS}
            value={status}
            onChange={(value) => setStatus((value ?? "all") as StatusFilter)}
            allowDeselect={false}
            w={160}
          />
        </Group>
        <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
          Upload Asset
        </Button>
      </Group>

      <Paper withBorder radius="md">
        {assets.isPending ? (
          <Center py="xl" role="status">
            <Group gap="sm">
              <Loader size="sm" />
              <Text c="dimmed">Loading assets...</Text>
            </Group>
          </Center>
        ) : (
          <QueryState query={assets} what="digital assets">
            {(list) =>
              list.length === 0 ? (
                <EmptyState
                  icon={<IconFiles size={32} stroke={1.5} />}
                  withIndicatorBackground
                  title="No digital assets found"
                  description={
                    fileType === "all" && status === "all"
                      ? "Upload power bills, scanned copies, photos and documents to keep them here."
                      : "No asset matches these filters."
                  }
                  py="xl"
                >
                  <Button mt="md" leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
                    Upload First Asset
                  </Button>
                </EmptyState>
              ) : (
                <DigitalAssetsTable
                  assets={list}
                  timeZone={timeZone}
                  mayDelete={mayDelete}
                  onDelete={setDeleting}
                />
              )
            }
          </QueryState>
        )}
      </Paper>

      <UploadAssetDialog opened={uploading} onClose={() => setUploading(false)} />
      <DeleteAssetModal asset={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
