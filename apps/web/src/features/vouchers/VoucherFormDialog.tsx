import {
  formatInr,
  parseLineAmount,
  postingLinesError,
  type VoucherType,
  voucherInput,
  voucherTotals,
} from "@atithi/domain";
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { PartyPicker } from "../parties/PartyPicker";
import { usePropertyToday } from "../rooms/use-property-today";
import { accountLabel, TYPE_OPTIONS, useRefreshVouchers, type VoucherDetail } from "./voucher-display";

interface LineValues {
  /** React's key for the row; not sent. */
  key: string;
  accountId: string;
  debit: string;
  credit: string;
  description: string;
}

export interface VoucherFormValues {
  voucherType: VoucherType;
  voucherDate: string;
  narration: string;
  partyId: string | null;
  reference: string;
  lines: LineValues[];
}

let lineKeys = 0;
const newLine = (values: Partial<LineValues> = {}): LineValues => ({
  key: `line-${++lineKeys}`,
  accountId: "",
  debit: "",
  credit: "",
  description: "",
  ...values,
});

/** A stored amount as the field shows it: a zero side is blank. */
const shown = (amount: string) => (Number(amount) === 0 ? "" : amount);

function initialValues(today: string, voucher?: VoucherDetail): VoucherFormValues {
  if (!voucher) {
    return {
      voucherType: "journal",
      voucherDate: today,
      narration: "",
      partyId: null,
      reference: "",
      lines: [newLine(), newLine()],
    };
  }
  return {
    voucherType: voucher.voucherType,
    voucherDate: voucher.voucherDate,
    narration: voucher.narration ?? "",
    partyId: voucher.partyId,
    reference: voucher.reference ?? "",
    lines: voucher.lines.map((l) =>
      newLine({
        accountId: l.accountId,
        debit: shown(l.debit),
        credit: shown(l.credit),
        description: l.description ?? "",
      }),
    ),
  };
}

interface VoucherFormDialogProps {
  opened: boolean;
  /** The draft being edited; a new voucher when left out. */
  voucher?: VoucherDetail;
  onClose: () => void;
}

/** 'New Voucher' / 'Edit Voucher': a draft's fields and its lines, with the totals kept live. */
export function VoucherFormDialog({ opened, voucher, onClose }: VoucherFormDialogProps) {
  const mobile = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title={voucher ? "Edit Voucher" : "New Voucher"}
      size="60rem"
      fullScreen={mobile}
    >
      <VoucherForm key={voucher?.id ?? "new"} voucher={voucher} onDone={onClose} />
    </Modal>
  );
}

function VoucherForm({ voucher, onDone }: { voucher?: VoucherDetail; onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshVouchers();
  const today = usePropertyToday();
  const accounts = useQuery(trpc.chartOfAccounts.list.queryOptions({ postable: true }));
  const form = useForm<VoucherFormValues>({
    mode: "controlled",
    initialValues: initialValues(today, voucher),
    validate: schemaResolver(voucherInput, { sync: true }),
  });
  const onSuccess = (saved: { id: string }) => {
    notifySuccess(voucher ? "Voucher updated" : "Voucher saved as a draft");
    void refresh();
    onDone();
    return saved;
  };
  const onError = (error: unknown) => {
    form.setErrors(fieldErrors(error));
    notifyRequestError("Could not save the voucher", error);
  };
  const create = useMutation(trpc.vouchers.create.mutationOptions({ onSuccess, onError }));
  const update = useMutation(trpc.vouchers.update.mutationOptions({ onSuccess, onError }));

  const options = (accounts.data ?? []).map((a) => ({ value: a.id, label: accountLabel(a) }));
  // A draft may name an account deactivated since; it stays selectable so the draft reads as saved.
  for (const line of voucher?.lines ?? []) {
    if (!options.some((o) => o.value === line.accountId)) {
      options.push({ value: line.accountId, label: accountLabel(line) });
    }
  }

  const { lines } = form.values;
  const amounts = lines.map((l) => ({
    debit: parseLineAmount(l.debit) ?? 0,
    credit: parseLineAmount(l.credit) ?? 0,
  }));
  const totals = voucherTotals(amounts);
  // Once a save was refused for its lines, what is still wrong with them is kept up to date as they change.
  const linesError = form.errors.lines ? postingLinesError(amounts) : null;

  const submission = useSubmission();
  const submit = form.onSubmit((values) => {
    const body = { ...values, lines: values.lines.map(({ key: _key, ...line }) => line) };
    if (voucher) submission.send(update, { ...body, id: voucher.id });
    else submission.send(create, body);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={voucher ? "Edit Voucher" : "New Voucher"}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Voucher Type"
            withAsterisk
            data={TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("voucherType")}
          />
          <DateField label="Voucher Date" withAsterisk {...form.getInputProps("voucherDate")} />
          <TextInput label="Narration" maxLength={500} {...form.getInputProps("narration")} />
          <TextInput label="Reference" maxLength={200} {...form.getInputProps("reference")} />
          <PartyPicker
            label="Party"
            current={voucher?.partyId ? { id: voucher.partyId, name: voucher.partyName ?? "" } : null}
            {...form.getInputProps("partyId")}
          />
        </SimpleGrid>

        <Stack gap="xs" component="section" aria-label="Lines">
          <Text fw={600} component="h3" m={0} size="md">
            Lines
          </Text>
          <Grid gap="xs" visibleFrom="sm" px="xs" aria-hidden>
            <Grid.Col span={4}>
              <Text size="sm" fw={500}>
                Account
              </Text>
            </Grid.Col>
            <Grid.Col span={2}>
              <Text size="sm" fw={500}>
                Debit (₹)
              </Text>
            </Grid.Col>
            <Grid.Col span={2}>
              <Text size="sm" fw={500}>
                Credit (₹)
              </Text>
            </Grid.Col>
            <Grid.Col span={3}>
              <Text size="sm" fw={500}>
                Description
              </Text>
            </Grid.Col>
          </Grid>
          {lines.map((line, i) => (
            <Paper key={line.key} withBorder radius="sm" p="xs">
              <Grid gap="xs" align="flex-start">
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <Select
                    aria-label={`Line ${i + 1} account`}
                    placeholder={accounts.isPending ? "Loading accounts…" : "Select an account"}
                    data={options}
                    searchable
                    nothingFoundMessage="No account matches"
                    {...form.getInputProps(`lines.${i}.accountId`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 2 }}>
                  <TextInput
                    aria-label={`Line ${i + 1} debit`}
                    placeholder="Debit"
                    inputMode="decimal"
                    {...form.getInputProps(`lines.${i}.debit`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 2 }}>
                  <TextInput
                    aria-label={`Line ${i + 1} credit`}
                    placeholder="Credit"
                    inputMode="decimal"
                    {...form.getInputProps(`lines.${i}.credit`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 10, sm: 3 }}>
                  <TextInput
                    aria-label={`Line ${i + 1} description`}
                    placeholder="Description"
                    maxLength={500}
                    {...form.getInputProps(`lines.${i}.description`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 2, sm: 1 }}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove line ${i + 1}`}
                    disabled={lines.length <= 2}
                    onClick={() => form.removeListItem("lines", i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Grid.Col>
              </Grid>
            </Paper>
          ))}
          <Box>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem("lines", newLine())}
            >
              Add Line
            </Button>
          </Box>
          <Paper withBorder radius="md" p="sm" aria-label="Totals" component="section">
            <Group justify="space-between" gap="md" wrap="wrap">
              <Text size="sm">
                Total Debit: <strong>{formatInr(totals.debit)}</strong>
              </Text>
              <Text size="sm">
                Total Credit: <strong>{formatInr(totals.credit)}</strong>
              </Text>
              <Text size="sm" c={totals.difference === 0 ? undefined : "red.9"} fw={600} aria-live="polite">
                {totals.difference === 0
                  ? "Balanced"
                  : `Difference: ${formatInr(Math.abs(totals.difference))} ${totals.difference > 0 ? "more debit" : "more credit"}`}
              </Text>
            </Group>
          </Paper>
          {linesError && (
            <Alert color="red" p="xs" role="alert">
              {linesError}
            </Alert>
          )}
        </Stack>

        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Save Draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
