import type { ChargeCategory } from "@atithi/domain";
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { fieldErrors } from "../../api/errors";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { notifySuccess } from "../../lib/notify";
import {
  CATEGORY_OPTIONS,
  type ChargeFormValues,
  categoryDefaultsText,
  chargeFormErrors,
  chargePayload,
  descriptionForCategory,
  gstRateOptions,
  newChargeValues,
} from "./charge-form";
import { notifyFailure } from "./notify-failure";
import { useRefreshBookings } from "./use-refresh-bookings";

/** "Add Extra", opening a form for one line on the stay's folio; the server computes its tax. */
export function AddChargeForm({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setOpen(true)}>
          Add Extra
        </Button>
      </Group>
    );
  }
  return <ChargeForm bookingId={bookingId} onDone={() => setOpen(false)} />;
}

function ChargeForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const form = useForm<ChargeFormValues>({
    mode: "controlled",
    initialValues: newChargeValues(),
    validate: chargeFormErrors,
  });
  const add = useMutation(
    trpc.bookings.addCharge.mutationOptions({
      onSuccess: (charge) => {
        notifySuccess("Extra Added", `${charge.description} is on the folio`);
        void refresh();
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyFailure("Failed to add extra", error);
      },
    }),
  );
  const submission = useSubmission();
  const category = form.values.category;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      aria-label="Add Extra"
      noValidate
      onSubmit={form.onSubmit((values) => submission.send(add, { bookingId, ...chargePayload(values) }))}
    >
      <Stack gap="xs">
        <Title order={3} size="h6">
          Add Extra
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Category"
            data={CATEGORY_OPTIONS}
            allowDeselect={false}
            description={categoryDefaultsText(category)}
            {...form.getInputProps("category")}
            onChange={(value) => {
              if (!value) return;
              const next = value as ChargeCategory;
              form.setValues({
                category: next,
                description: descriptionForCategory(form.values.description, category, next),
              });
            }}
          />
          <TextInput label="Description" maxLength={200} {...form.getInputProps("description")} />
          <NumberInput
            label="Unit Price (₹)"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            {...form.getInputProps("amount")}
          />
          <NumberInput
            label="Quantity"
            min={1}
            max={1000}
            allowDecimal={false}
            {...form.getInputProps("quantity")}
          />
          <Select
            label="GST Rate"
            data={gstRateOptions(category)}
            allowDeselect={false}
            {...form.getInputProps("gstRate")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Discard
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add to Folio
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
