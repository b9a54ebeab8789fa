import { assetTagInput } from "@atithi/domain";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { useLastDefined } from "../../lib/use-last-defined";
import type { AssetTag } from "./asset-display";
import { CATEGORY_OPTIONS, CONDITION_OPTIONS } from "./asset-display";
import { type AssetFormValues, assetValues, NEW_ASSET } from "./asset-form";
import { notifyAssetFailure, notifyAssetSuccess } from "./asset-notify";

/** Open to add an asset (`asset: null`) or to edit one; `null` when closed. */
export type AssetDialogState = { asset: AssetTag | null } | null;

/** 'Add Asset' / 'Edit Asset'. The form mounts afresh with each opening, so it starts from its values. */
export function AssetFormDialog({ state, onClose }: { state: AssetDialogState; onClose: () => void }) {
  // Kept while the dialog animates closed, so its title and fields do not flip.
  const shown = useLastDefined(state);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={state !== null}
      onClose={onClose}
      title={shown?.asset ? "Edit Asset" : "Add Asset"}
      size="lg"
    >
      <AssetForm asset={shown?.asset ?? null} onDone={onClose} />
    </Modal>
  );
}

function AssetForm({ asset, onDone }: { asset: AssetTag | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<AssetFormValues>({
    mode: "controlled",
    initialValues: asset ? assetValues(asset) : NEW_ASSET,
    validate: schemaResolver(assetTagInput, { sync: true }),
  });

  const succeed = (kind: "create" | "update") => () => {
    notifyAssetSuccess(kind);
    void queryClient.invalidateQueries(trpc.assetTags.list.queryFilter());
    onDone();
  };
  const fail = (kind: "create" | "update") => (error: unknown) => {
    form.setErrors(fieldErrors(error));
    notifyAssetFailure(kind, error);
  };
  const create = useMutation(
    trpc.assetTags.create.mutationOptions({ onSuccess: succeed("create"), onError: fail("create") }),
  );
  const update = useMutation(
    trpc.assetTags.update.mutationOptions({ onSuccess: succeed("update"), onError: fail("update") }),
  );

  function submit(values: AssetFormValues) {
    // The schema's output: value as a decimal string or null, blank fields as null.
    const payload = assetTagInput.parse(values);
    if (asset) update.mutate({ ...payload, id: asset.id });
    else create.mutate(payload);
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <TextInput label="Asset Name" withAsterisk data-autofocus {...form.getInputProps("tagName")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Category"
            data={CATEGORY_OPTIONS}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps("category")}
          />
          <Select
            label="Condition"
            data={CONDITION_OPTIONS}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps("condition")}
          />
          <TextInput
            label="Value (₹)"
            inputMode="decimal"
            placeholder="Optional"
            {...form.getInputProps("value")}
          />
          <DateField label="Purchase Date" clearable {...form.getInputProps("purchaseDate")} />
          <TextInput label="Vendor" {...form.getInputProps("vendor")} />
          <TextInput label="Location" {...form.getInputProps("location")} />
        </SimpleGrid>
        <Textarea label="Description" minRows={2} {...form.getInputProps("description")} />
        <Textarea label="Notes" minRows={2} {...form.getInputProps("notes")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {asset ? "Save Changes" : "Add Asset"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
