import {
  BALANCE_SIDES,
  type BalanceSide,
  INDIAN_STATES,
  PARTY_TYPE_LABELS,
  PARTY_TYPES,
  type PartyRow,
  type PartyType,
  partyInput,
} from "@atithi/domain";
import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { FormSection } from "../../components/FormSection";
import { CodeNameFields, RecordDialog, RecordFormButtons, saveHandlers } from "../../components/RecordForm";
import { useLastDefined } from "../../lib/use-last-defined";

/** Open to add a party (`party: null`) or to edit one; `null` when closed. */
export type PartyDialogState = { party: PartyRow | null } | null;

interface PartyFormValues {
  partyCode: string;
  partyName: string;
  partyType: PartyType;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  gstNumber: string;
  panNumber: string;
  creditLimit: string;
  paymentTerms: string;
  openingBalance: string;
  openingBalanceSide: BalanceSide;
  isActive: boolean;
}

const NEW_PARTY: PartyFormValues = {
  partyCode: "",
  partyName: "",
  partyType: "customer",
  contactPerson: "",
  phone: "",
  email: "",
  address: "",
  city: "",
  state: "",
  pincode: "",
  gstNumber: "",
  panNumber: "",
  creditLimit: "",
  paymentTerms: "0",
  openingBalance: "",
  openingBalanceSide: "debit",
  isActive: true,
};

const valuesOf = (p: PartyRow): PartyFormValues => ({
  partyCode: p.partyCode,
  partyName: p.partyName,
  partyType: p.partyType,
  contactPerson: p.contactPerson ?? "",
  phone: p.phone ?? "",
  email: p.email ?? "",
  address: p.address ?? "",
  city: p.city ?? "",
  state: p.state ?? "",
  pincode: p.pincode ?? "",
  gstNumber: p.gstNumber ?? "",
  panNumber: p.panNumber ?? "",
  creditLimit: p.creditLimit ?? "",
  paymentTerms: String(p.paymentTerms),
  openingBalance: Number(p.openingBalance) === 0 ? "" : p.openingBalance,
  openingBalanceSide: p.openingBalanceSide,
  isActive: p.isActive,
});

const TYPE_OPTIONS = PARTY_TYPES.map((t) => ({ value: t, label: PARTY_TYPE_LABELS[t] }));
const SIDE_LABELS: Record<BalanceSide, string> = {
  debit: "Debit (the party owes us)",
  credit: "Credit (we owe the party)",
};
const SIDE_OPTIONS = BALANCE_SIDES.map((s) => ({ value: s, label: SIDE_LABELS[s] }));
const STATE_OPTIONS = [...INDIAN_STATES];

/** 'Create New Party' / 'Edit Party'. */
export function PartyFormDialog({ state, onClose }: { state: PartyDialogState; onClose: () => void }) {
  const shown = useLastDefined(state);
  return (
    <RecordDialog
      opened={state !== null}
      onClose={onClose}
      editing={Boolean(shown?.party)}
      noun="Party"
      size="xl"
    >
      <PartyForm party={shown?.party ?? null} onDone={onClose} />
    </RecordDialog>
  );
}

function PartyForm({ party, onDone }: { party: PartyRow | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<PartyFormValues>({
    mode: "controlled",
    initialValues: party ? valuesOf(party) : NEW_PARTY,
    validate: schemaResolver(partyInput, { sync: true }),
    onValuesChange: (values, previous) => {
      // A supplier's opening balance is usually owed by us; a customer's, to us.
      if (values.partyType !== previous.partyType && !values.openingBalance) {
        form.setFieldValue("openingBalanceSide", values.partyType === "supplier" ? "credit" : "debit");
      }
    },
  });
  const save = saveHandlers({
    noun: "Party",
    form,
    refresh: () => void queryClient.invalidateQueries(trpc.parties.list.queryFilter()),
    onDone,
  });
  const create = useMutation(trpc.parties.create.mutationOptions(save("create")));
  const update = useMutation(trpc.parties.update.mutationOptions(save("update")));

  function submit(values: PartyFormValues) {
    if (party) update.mutate({ ...values, id: party.id });
    else create.mutate(values);
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={party ? "Edit Party" : "Create New Party"}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <CodeNameFields
            noun="Party"
            code={form.getInputProps("partyCode")}
            name={form.getInputProps("partyName")}
            codePlaceholder="e.g. CUST-001"
          />
          <Select
            label="Party Type"
            withAsterisk
            data={TYPE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("partyType")}
          />
        </SimpleGrid>
        <FormSection title="Contact">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Contact Person" maxLength={200} {...form.getInputProps("contactPerson")} />
            <TextInput label="Phone" type="tel" maxLength={25} {...form.getInputProps("phone")} />
            <TextInput label="Email" type="email" maxLength={254} {...form.getInputProps("email")} />
          </SimpleGrid>
          <Textarea label="Address" rows={2} maxLength={1000} {...form.getInputProps("address")} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="City" maxLength={100} {...form.getInputProps("city")} />
            <Select
              label="State"
              data={STATE_OPTIONS}
              searchable
              clearable
              placeholder="From the GSTIN if left blank"
              {...form.getInputProps("state")}
              value={form.values.state || null}
              onChange={(value) => form.setFieldValue("state", value ?? "")}
            />
            <TextInput label="Pincode" inputMode="numeric" maxLength={6} {...form.getInputProps("pincode")} />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Tax and credit">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="GSTIN"
              maxLength={15}
              placeholder="e.g. 27AAPFU0939F1ZV"
              styles={{ input: { textTransform: "uppercase" } }}
              {...form.getInputProps("gstNumber")}
            />
            <TextInput
              label="PAN"
              maxLength={10}
              placeholder="From the GSTIN if left blank"
              styles={{ input: { textTransform: "uppercase" } }}
              {...form.getInputProps("panNumber")}
            />
            <TextInput
              label="Credit Limit (₹)"
              inputMode="decimal"
              placeholder="No limit"
              {...form.getInputProps("creditLimit")}
            />
            <TextInput
              label="Payment Terms (days)"
              inputMode="numeric"
              maxLength={3}
              {...form.getInputProps("paymentTerms")}
            />
            <TextInput
              label="Opening Balance (₹)"
              inputMode="decimal"
              placeholder="0.00"
              {...form.getInputProps("openingBalance")}
            />
            <Select
              label="Opening Balance Side"
              data={SIDE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("openingBalanceSide")}
            />
          </SimpleGrid>
        </FormSection>
        {party && <Switch label="Active" {...form.getInputProps("isActive", { type: "checkbox" })} />}
        <RecordFormButtons
          editing={Boolean(party)}
          noun="Party"
          saving={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
