import {
  type ConfidentialityLevel,
  digitalAssetFormSchema,
  type FileType,
  guessFileType,
  RETENTION_YEARS,
} from "@atithi/domain";
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fieldErrors, isUnauthorized } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { notifyError, notifySuccess } from "../../lib/notify";
import { CONFIDENTIALITY_OPTIONS, FILE_TYPE_OPTIONS } from "./asset-display";
import { FileChooser, type UploadedFile } from "./FileChooser";

interface AssetFormValues {
  fileName: string;
  fileType: FileType;
  description: string;
  retentionYears: number;
  confidentialityLevel: ConfidentialityLevel;
  tags: string;
  notes: string;
}

const emptyAsset: AssetFormValues = {
  fileName: "",
  fileType: "document",
  description: "",
  retentionYears: RETENTION_YEARS.default,
  confidentialityLevel: "internal",
  tags: "",
  notes: "",
};

/** Upload Asset: the file first (straight to the store), then its details, then Save Asset. */
export function UploadAssetDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const form = useForm<AssetFormValues>({
    initialValues: emptyAsset,
    validate: schemaResolver(digitalAssetFormSchema, { sync: true }),
  });

  const create = useMutation(
    trpc.digitalAssets.create.mutationOptions({
      onSuccess: () => {
        notifySuccess("Asset Uploaded", "The digital asset was stored successfully.");
        void queryClient.invalidateQueries(trpc.digitalAssets.list.queryFilter());
        close();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        if (!isUnauthorized(error)) notifyError("Error", "Failed to save digital asset. Please try again.");
      },
    }),
  );

  function close() {
    form.reset();
    create.reset();
    setUploaded(null);
    onClose();
  }

  function fileUploaded(file: UploadedFile) {
    setUploaded(file);
    form.setValues({ fileName: file.fileName, fileType: guessFileType(file.fileName, file.mimeType) });
    notifySuccess("File Uploaded", "Fill in the details and save the asset.");
  }

  function save(values: AssetFormValues) {
    if (!uploaded) {
      notifyError("Error", "Please upload a file first.");
      return;
    }
    create.mutate({
      ...values,
      fileUrl: uploaded.fileUrl,
      fileSize: uploaded.fileSize,
      mimeType: uploaded.mimeType,
    });
  }

  return (
    <Modal opened={opened} onClose={close} title="Upload Asset" size="lg">
      <Stack>
        <FileChooser
          onUploaded={fileUploaded}
          onCleared={() => setUploaded(null)}
          onUploadParametersFailed={() =>
            notifyError("Error", "Failed to get upload parameters. Please try again.")
          }
        />
        <form onSubmit={form.onSubmit(save)} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="File name" withAsterisk maxLength={255} {...form.getInputProps("fileName")} />
              <Select
                label="File type"
                data={FILE_TYPE_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps("fileType")}
              />
              <NumberInput
                label="Retention (years)"
                description="Between 1 and 50 years"
                min={RETENTION_YEARS.min}
                max={RETENTION_YEARS.max}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps("retentionYears")}
              />
              <Select
                label="Confidentiality"
                data={CONFIDENTIALITY_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps("confidentialityLevel")}
              />
            </SimpleGrid>
            <Textarea label="Description" rows={2} {...form.getInputProps("description")} />
            <TextInput label="Tags" description="Separated by commas" {...form.getInputProps("tags")} />
            <Textarea label="Notes" rows={2} {...form.getInputProps("notes")} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={!uploaded || create.isPending}>
                {create.isPending ? "Saving..." : "Save Asset"}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
