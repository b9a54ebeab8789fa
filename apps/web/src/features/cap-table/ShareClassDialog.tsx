import { PARTICIPATIONS, shareClassInput } from "@atithi/domain";
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError, notifySuccess } from "../../lib/notify";

interface ShareClassValues {
  name: string;
  seniority: number | string;
  preferenceMultiple: string;
  participation: (typeof PARTICIPATIONS)[number];
  capMultiple: string;
  conversionRatio: string;
  faceValue: string;
}

const PARTICIPATION_LABELS: Record<(typeof PARTICIPATIONS)[number], string> = {
  none: "Non-participating",
  full: "Fully participating",
  capped: "Participating, capped",
};

/** Only a capped class sends a cap; an emptied seniority is caught as missing. */
const toInput = (v: ShareClassValues) => ({
  ...v,
  seniority: v.seniority === "" ? Number.NaN : Number(v.seniority),
  capMultiple: v.participation === "capped" ? v.capMultiple.trim() : null,
});
const resolve = schemaResolver(shareClassInput, { sync: true });

/** 'New Share Class': its place in the waterfall (seniority, preference, participation) and its terms. */
export function ShareClassDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title="New Share Class"
      size="lg"
    >
      <ShareClassForm onDone={onClose} />
    </Modal>
  );
}

function ShareClassForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ShareClassValues>({
    mode: "controlled",
    initialValues: {
      name: "",
      seniority: 1,
      preferenceMultiple: "1",
      participation: "none",
      capMultiple: "",
      conversionRatio: "1",
      faceValue: "10.00",
    },
    validate: (values) => resolve(toInput(values)),
  });
  const create = useMutation(
    trpc.investors.createShareClass.mutationOptions({
      onSuccess: () => {
        notifySuccess("Success", "Share class created successfully");
        void queryClient.invalidateQueries(trpc.investors.shareClasses.queryFilter());
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Error", error, "Failed to create share class");
      },
    }),
  );
  return (
    <form
      onSubmit={form.onSubmit((values) => create.mutate(toInput(values)))}
      noValidate
      aria-label="New Share Class"
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            maxLength={100}
            {...form.getInputProps("name")}
          />
          <NumberInput
            label="Seniority"
            description="Higher is paid first; Common is 0"
            withAsterisk
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("seniority")}
          />
          <TextInput
            label="Preference Multiple"
            description="Times the amount invested; 0 for none"
            withAsterisk
            inputMode="decimal"
            maxLength={9}
            {...form.getInputProps("preferenceMultiple")}
          />
          <Select
            label="Participation"
            withAsterisk
            allowDeselect={false}
            data={PARTICIPATIONS.map((p) => ({ value: p, label: PARTICIPATION_LABELS[p] }))}
            {...form.getInputProps("participation")}
          />
          {form.values.participation === "capped" && (
            <TextInput
              label="Cap Multiple"
              description="The most it takes in all, times the amount invested"
              withAsterisk
              inputMode="decimal"
              maxLength={9}
              {...form.getInputProps("capMultiple")}
            />
          )}
          <TextInput
            label="Conversion Ratio"
            description="Common shares per share"
            withAsterisk
            inputMode="decimal"
            maxLength={10}
            {...form.getInputProps("conversionRatio")}
          />
          <TextInput
            label="Face Value (₹)"
            withAsterisk
            inputMode="decimal"
            maxLength={16}
            {...form.getInputProps("faceValue")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Share Class
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
