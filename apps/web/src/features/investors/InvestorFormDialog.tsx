import { INVESTOR_TYPES, investorInput, KYC_STATUSES, RISK_PROFILES } from "@atithi/domain";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import type { InvestorRow } from "./investor-row";

/** Open to add an investor (`investor: null`) or to edit one; `null` when closed. */
export type InvestorDialogState = { investor: InvestorRow | null } | null;

const TEXT_FIELDS = [
  "contactPerson",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "pincode",
  "panNumber",
  "notes",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

type InvestorFormValues = {
  investorCode: string;
  investorName: string;
  investorType: (typeof INVESTOR_TYPES)[number];
  kycStatus: (typeof KYC_STATUSES)[number];
  riskProfile: (typeof RISK_PROFILES)[number];
} & Record<TextField, string>;

const NEW_INVESTOR: InvestorFormValues = {
  investorCode: "",
  investorName: "",
  investorType: "Individual",
  kycStatus: "Pending",
  riskProfile: "Moderate",
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ""])) as Record<TextField, string>),
};

const valuesOf = (i: InvestorRow): InvestorFormValues => ({
  investorCode: i.investorCode,
  investorName: i.investorName,
  investorType: i.investorType as InvestorFormValues["investorType"],
  kycStatus: i.kycStatus as InvestorFormValues["kycStatus"],
  riskProfile: i.riskProfile as InvestorFormValues["riskProfile"],
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, i[f] ?? ""])) as Record<TextField, string>),
});

/** 'Add New Investor' / 'Edit Investor'. */
export function InvestorFormDialog({ state, onClose }: { state: InvestorDialogState; onClose: () => void }) {
  const shown = useLastDefined(state);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={state !== null}
      onClose={onClose}
      title={shown?.investor ? "Edit Investor" : "Add New Investor"}
      size="xl"
    >
      <InvestorForm investor={shown?.investor ?? null} onDone={onClose} />
    </Modal>
  );
}

function InvestorForm({ investor, onDone }: { investor: InvestorRow | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<InvestorFormValues>({
    mode: "controlled",
    initialValues: investor ? valuesOf(investor) : NEW_INVESTOR,
    validate: schemaResolver(investorInput, { sync: true }),
  });
  const succeed = (message: string) => () => {
    notifySuccess("Success", message);
    void queryClient.invalidateQueries(trpc.investors.list.queryFilter());
    onDone();
  };
  const fail = (fallback: string) => (error: unknown) => {
    form.setErrors(fieldErrors(error));
    notifyRequestError("Error", error, fallback);
  };
  const create = useMutation(
    trpc.investors.create.mutationOptions({
      onSuccess: succeed("Investor created successfully"),
      onError: fail("Failed to create investor"),
    }),
  );
  const update = useMutation(
    trpc.investors.update.mutationOptions({
      onSuccess: succeed("Investor updated successfully"),
      onError: fail("Failed to update investor"),
    }),
  );

  function submit(values: InvestorFormValues) {
    if (investor) update.mutate({ ...values, id: investor.id });
    else create.mutate(values);
  }

  const title = investor ? "Edit Investor" : "Add New Investor";
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={title}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Investor Code"
            withAsterisk
            data-autofocus
            maxLength={50}
            {...form.getInputProps("investorCode")}
          />
          <TextInput
            label="Investor Name"
            withAsterisk
            maxLength={200}
            {...form.getInputProps("investorName")}
          />
          <Select
            label="Investor Type"
            data={[...INVESTOR_TYPES]}
            allowDeselect={false}
            {...form.getInputProps("investorType")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Contact Person" maxLength={200} {...form.getInputProps("contactPerson")} />
          <TextInput label="Email" type="email" maxLength={254} {...form.getInputProps("email")} />
          <TextInput label="Phone" type="tel" maxLength={30} {...form.getInputProps("phone")} />
        </SimpleGrid>
        <Textarea label="Address" rows={2} maxLength={1000} {...form.getInputProps("address")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="City" maxLength={100} {...form.getInputProps("city")} />
          <TextInput label="State" maxLength={100} {...form.getInputProps("state")} />
          <TextInput label="Pincode" inputMode="numeric" maxLength={6} {...form.getInputProps("pincode")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="PAN Number"
            maxLength={10}
            placeholder="AAAAA9999A"
            styles={{ input: { textTransform: "uppercase" } }}
            {...form.getInputProps("panNumber")}
          />
          <Select
            label="KYC Status"
            data={[...KYC_STATUSES]}
            allowDeselect={false}
            {...form.getInputProps("kycStatus")}
          />
          <Select
            label="Risk Profile"
            data={[...RISK_PROFILES]}
            allowDeselect={false}
            {...form.getInputProps("riskProfile")}
          />
        </SimpleGrid>
        <Textarea label="Notes" rows={2} maxLength={2000} {...form.getInputProps("notes")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {investor ? "Save Changes" : "Create Investor"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
