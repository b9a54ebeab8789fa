import { EXIT_TYPES, scenarioInput } from "@atithi/domain";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { usePropertyToday } from "../rooms/use-property-today";
import { EXIT_TYPE_LABELS } from "./cap-table-display";

interface ScenarioValues {
  scenarioName: string;
  description: string;
  exitValue: string;
  exitType: (typeof EXIT_TYPES)[number];
  scenarioDate: string;
}

const resolve = schemaResolver(scenarioInput, { sync: true });

/** 'New Scenario': an exit computed from today's cap table and stored with its distributions. */
export function ScenarioFormDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: RouterOutputs["investors"]["createScenario"]) => void;
}) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title="New Waterfall Scenario"
      size="lg"
    >
      <ScenarioForm onDone={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function ScenarioForm({
  onDone,
  onCreated,
}: {
  onDone: () => void;
  onCreated: (created: RouterOutputs["investors"]["createScenario"]) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ScenarioValues>({
    mode: "controlled",
    initialValues: {
      scenarioName: "",
      description: "",
      exitValue: "",
      exitType: "acquisition",
      scenarioDate: usePropertyToday(),
    },
    validate: resolve,
  });
  const create = useMutation(
    trpc.investors.createScenario.mutationOptions({
      onSuccess: (created) => {
        notifySuccess("Success", "Scenario created successfully");
        void queryClient.invalidateQueries(trpc.investors.scenarios.queryFilter());
        onCreated(created);
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Error", error, "Failed to create scenario");
      },
    }),
  );
  return (
    <form
      onSubmit={form.onSubmit((values) => create.mutate(values))}
      noValidate
      aria-label="New Waterfall Scenario"
    >
      <Stack>
        <TextInput
          label="Scenario Name"
          withAsterisk
          data-autofocus
          maxLength={200}
          {...form.getInputProps("scenarioName")}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Exit Value (₹)"
            withAsterisk
            inputMode="decimal"
            maxLength={16}
            {...form.getInputProps("exitValue")}
          />
          <Select
            label="Exit Type"
            allowDeselect={false}
            data={EXIT_TYPES.map((t) => ({ value: t, label: EXIT_TYPE_LABELS[t] ?? t }))}
            {...form.getInputProps("exitType")}
          />
          <DateField label="Scenario Date" withAsterisk {...form.getInputProps("scenarioDate")} />
        </SimpleGrid>
        <Textarea label="Description" rows={2} maxLength={2000} {...form.getInputProps("description")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Scenario
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
