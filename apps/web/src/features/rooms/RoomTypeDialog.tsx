import { DEFAULT_RATE_PLAN_NAME, RATE_PLAN_LIMITS, roomTypeInput } from "@atithi/domain";
import { Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { type DirtyTracker, useDiscardGuard, useTrackDirty } from "../../components/DiscardGuard";
import { useLastDefined } from "../../lib/use-last-defined";
import { FormButtons } from "./FormButtons";
import type { RoomType } from "./room-types";
import { useDialogSave } from "./use-dialog-save";

/** Open to add a room type (`type: null`) or to edit one; `null` when closed. */
export type RoomTypeDialogState = { type: RoomType | null } | null;

interface RoomTypeValues {
  name: string;
  baseOccupancy: number | string;
  maxOccupancy: number | string;
  description: string;
}

/** A blank number is caught as missing. */
const toInput = (values: RoomTypeValues) => ({
  name: values.name,
  baseOccupancy: values.baseOccupancy === "" ? Number.NaN : Number(values.baseOccupancy),
  maxOccupancy: values.maxOccupancy === "" ? Number.NaN : Number(values.maxOccupancy),
  description: values.description,
});
const resolve = schemaResolver(roomTypeInput, { sync: true });

/** 'Add Room Type' / 'Edit Room Type': its name, occupancies and description. */
export function RoomTypeDialog({ state, onClose }: { state: RoomTypeDialogState; onClose: () => void }) {
  const shown = useLastDefined(state);
  const guard = useDiscardGuard(state !== null, onClose);
  const type = shown?.type ?? null;
  return (
    <>
      <Modal
        closeButtonProps={{ "aria-label": "Close dialog" }}
        title={type ? `Edit Room Type ${type.name}` : "Add Room Type"}
        size="lg"
        {...guard.modalProps}
      >
        <RoomTypeForm type={type} tracker={guard.tracker} onCancel={guard.requestClose} onDone={onClose} />
      </Modal>
      {guard.question}
    </>
  );
}

function RoomTypeForm({
  type,
  tracker,
  onCancel,
  onDone,
}: {
  type: RoomType | null;
  tracker: DirtyTracker;
  onCancel: () => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm<RoomTypeValues>({
    mode: "controlled",
    initialValues: {
      name: type?.name ?? "",
      baseOccupancy: type?.baseOccupancy ?? 2,
      maxOccupancy: type?.maxOccupancy ?? 3,
      description: type?.description ?? "",
    },
    validate: (values) => resolve(toInput(values)),
  });
  useTrackDirty(tracker, form.isDirty);

  const save = useDialogSave(form, onDone);
  const create = useMutation(
    trpc.roomTypes.create.mutationOptions(
      save.handlers(
        (created: RoomType) => ({
          title: `Room type ${created.name} added`,
          message: `It starts with the ${DEFAULT_RATE_PLAN_NAME} plan; set its prices under ${created.name}.`,
        }),
        "Could not add the room type",
      ),
    ),
  );
  const update = useMutation(
    trpc.roomTypes.update.mutationOptions(
      save.handlers(
        (updated: RoomType) => `Room type ${updated.name} updated`,
        "Could not update the room type",
      ),
    ),
  );

  function submit(values: RoomTypeValues) {
    const input = toInput(values);
    if (type) update.mutate({ ...input, id: type.id });
    else create.mutate(input);
  }

  const occupancyProps = {
    min: RATE_PLAN_LIMITS.minOccupancy,
    max: RATE_PLAN_LIMITS.maxOccupancy,
    allowDecimal: false,
    allowNegative: false,
    withAsterisk: true,
  };
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={type ? "Edit Room Type" : "Add Room Type"}>
      <Stack>
        <TextInput
          label="Name"
          placeholder="e.g. Deluxe"
          withAsterisk
          data-autofocus
          maxLength={RATE_PLAN_LIMITS.name}
          {...form.getInputProps("name")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Base occupancy (adults)"
            description="The adults a plan's base price covers"
            {...occupancyProps}
            {...form.getInputProps("baseOccupancy")}
          />
          <NumberInput
            label="Maximum occupancy (guests)"
            description="Adults and children a room takes, unless the room sets its own"
            {...occupancyProps}
            {...form.getInputProps("maxOccupancy")}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          placeholder="Optional"
          rows={2}
          maxLength={RATE_PLAN_LIMITS.description}
          {...form.getInputProps("description")}
        />
        {save.alert}
        <FormButtons
          submit={type ? "Save Changes" : "Add Room Type"}
          saving={create.isPending || update.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
