import {
  RATE_PLAN_LIMITS,
  ROOM_NUMBER_MAX_LENGTH,
  roomCapacity,
  roomWithTypeInput,
  updateRoomWithTypeInput,
} from "@atithi/domain";
import { Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { type DirtyTracker, useDiscardGuard, useTrackDirty } from "../../components/DiscardGuard";
import { useLastDefined } from "../../lib/use-last-defined";
import { FormButtons } from "./FormButtons";
import { plural, type Room, type RoomType } from "./room-types";
import { useDialogSave } from "./use-dialog-save";

/** Open to add a room (`room: null`) or to edit one; `null` when closed. */
export type RoomDialogState = { room: Room | null } | null;

interface RoomFormValues {
  number: string;
  roomTypeId: string;
  floor: string;
  /** Blank: the room type's maximum occupancy. */
  capacity: number | string;
}

const toInput = (values: RoomFormValues) => ({
  number: values.number,
  roomTypeId: values.roomTypeId,
  floor: values.floor,
  capacity: values.capacity === "" ? null : Number(values.capacity),
});
const resolveNew = schemaResolver(roomWithTypeInput, { sync: true });
const resolveChange = schemaResolver(updateRoomWithTypeInput, { sync: true });

/**
 * A new room, or a new number, is held to the whole rule; a room keeping its number is not refused
 * it (one numbered before the rule), as the server does not.
 */
function validate(values: RoomFormValues, room: Room | null) {
  const input = toInput(values);
  if (!room || input.number.trim() !== room.number) return resolveNew(input);
  return resolveChange({ ...input, id: room.id });
}

/** 'Add Room' / 'Edit Room': its number, room type, floor and own capacity. Asks before unsaved changes are lost. */
export function RoomDialog({ state, onClose }: { state: RoomDialogState; onClose: () => void }) {
  const shown = useLastDefined(state);
  const guard = useDiscardGuard(state !== null, onClose);
  const room = shown?.room ?? null;
  return (
    <>
      <Modal
        closeButtonProps={{ "aria-label": "Close dialog" }}
        title={room ? `Edit Room ${room.number}` : "Add Room"}
        size="lg"
        {...guard.modalProps}
      >
        <RoomForm room={room} tracker={guard.tracker} onCancel={guard.requestClose} onDone={onClose} />
      </Modal>
      {guard.question}
    </>
  );
}

function RoomForm({
  room,
  tracker,
  onCancel,
  onDone,
}: {
  room: Room | null;
  tracker: DirtyTracker;
  onCancel: () => void;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const types = useQuery(trpc.roomTypes.list.queryOptions());
  const typeList = types.data ?? [];
  const form = useForm<RoomFormValues>({
    mode: "controlled",
    initialValues: {
      number: room?.number ?? "",
      roomTypeId: room?.roomTypeId ?? (typeList.length === 1 ? (typeList[0]?.id ?? "") : ""),
      floor: room?.floor ?? "",
      capacity: room?.ownCapacity ?? "",
    },
    validate: (values) => validate(values, room),
  });
  useTrackDirty(tracker, form.isDirty);

  const save = useDialogSave(form, onDone);
  const create = useMutation(
    trpc.rooms.create.mutationOptions(
      save.handlers((saved: Room) => `Room ${saved.number} added`, "Could not add the room"),
    ),
  );
  const update = useMutation(
    trpc.rooms.update.mutationOptions(
      save.handlers((saved: Room) => `Room ${saved.number} updated`, "Could not update the room"),
    ),
  );

  const type: RoomType | undefined = typeList.find((t) => t.id === form.values.roomTypeId);
  const typeCapacity = type && roomCapacity({ roomCapacity: null, typeMaxOccupancy: type.maxOccupancy });

  function submit(values: RoomFormValues) {
    const input = toInput(values);
    if (room) update.mutate({ ...input, id: room.id });
    else create.mutate(input);
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={room ? "Edit Room" : "Add Room"}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Room number"
            description="Letters, digits, spaces, '.', '/' and '-'"
            withAsterisk
            data-autofocus
            autoComplete="off"
            maxLength={ROOM_NUMBER_MAX_LENGTH}
            {...form.getInputProps("number")}
          />
          <Select
            label="Room type"
            withAsterisk
            placeholder={types.isPending ? "Loading room types…" : "Choose a room type"}
            data={typeList.map((t) => ({ value: t.id, label: t.name }))}
            allowDeselect={false}
            {...form.getInputProps("roomTypeId")}
            value={form.values.roomTypeId || null}
            onChange={(value) => form.setFieldValue("roomTypeId", value ?? "")}
          />
          <TextInput
            label="Floor"
            placeholder="Optional"
            maxLength={RATE_PLAN_LIMITS.floor}
            {...form.getInputProps("floor")}
          />
          <NumberInput
            label="Capacity (guests)"
            description={
              typeCapacity === undefined
                ? "Blank: the room type's maximum"
                : `Blank: ${type?.name}'s maximum, ${plural(typeCapacity, "guest")}`
            }
            placeholder={typeCapacity === undefined ? "Room type's maximum" : `${typeCapacity} (room type's)`}
            min={RATE_PLAN_LIMITS.minOccupancy}
            max={RATE_PLAN_LIMITS.maxOccupancy}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("capacity")}
          />
        </SimpleGrid>
        {save.alert}
        <FormButtons
          submit={room ? "Save Changes" : "Add Room"}
          saving={create.isPending || update.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
