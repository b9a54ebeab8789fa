import { type Discount, groupBookingInput } from "@atithi/domain";
import {
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useSubmission } from "../../api/submission";
import { useTRPC, useTRPCClient } from "../../api/trpc";
import { StayDatesField } from "../../components/DateFields";
import { FormSection } from "../../components/FormSection";
import { QueryState } from "../../components/QueryState";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { DiscountLimitHint } from "../bookings/PendingDiscount";
import { QuoteSummary } from "../bookings/QuoteSummary";
import { useQuote } from "../bookings/quote";
import { useRefreshBookings } from "../bookings/use-refresh-bookings";
import { GroupRoomsPicker } from "./GroupRoomsPicker";
import {
  EVENT_TYPE_OPTIONS,
  type GroupFormValues,
  groupPayload,
  groupQuoteInputOf,
  groupValuesOf,
  newGroupValues,
} from "./group-form";

/**
 * 'Quick Group Booking': a group, its contact and dates, and a guest per chosen room. Given a
 * `groupId`, the same form edits that confirmed group: its dates, rooms and guest names.
 */
export function GroupBookingDialog({
  opened,
  onClose,
  groupId = null,
}: {
  opened: boolean;
  onClose: () => void;
  groupId?: string | null;
}) {
  // The group edited stays named while the dialog animates closed.
  const editing = useLastDefined(groupId);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title={editing ? "Edit Group Booking" : "Quick Group Booking"}
      size="2xl"
    >
      {opened &&
        (groupId ? (
          <EditGroupForm groupId={groupId} onDone={onClose} />
        ) : (
          <GroupBookingForm onDone={onClose} />
        ))}
    </Modal>
  );
}

function EditGroupForm({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const trpc = useTRPC();
  const group = useQuery({ ...trpc.groups.byId.queryOptions({ id: groupId }), refetchOnMount: "always" });
  // The form starts from the group as it is now, not from a copy cached earlier.
  if (group.isFetching && !group.isFetchedAfterMount) {
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label="Loading the group" />
      </Center>
    );
  }
  return (
    <QueryState query={group} what="the group">
      {(data) => (
        <GroupBookingForm
          onDone={onDone}
          editing={{
            id: groupId,
            values: groupValuesOf(data),
            applied: {
              discountPercentage: Number(data.groupDiscountPercentage),
              isComplimentary: data.isComplimentary,
            },
          }}
        />
      )}
    </QueryState>
  );
}

function GroupBookingForm({
  onDone,
  editing,
}: {
  onDone: () => void;
  /** The group being edited and its values as the form starts; a new group otherwise. */
  editing?: { id: string; values: GroupFormValues; applied: Discount };
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshBookings();
  const form = useForm<GroupFormValues>({
    mode: "controlled",
    initialValues: editing?.values ?? newGroupValues(),
    validate: schemaResolver(groupBookingInput, { sync: true }),
  });
  const saved = (message: string) => {
    notifySuccess(message);
    void queryClient.invalidateQueries(trpc.groups.pathFilter());
    void refresh();
    onDone();
  };
  const create = useMutation(
    trpc.groups.create.mutationOptions({
      onSuccess: () => saved("Group booking created successfully"),
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Failed to create group booking", error);
      },
    }),
  );
  const update = useMutation(
    trpc.groups.update.mutationOptions({
      onSuccess: () => saved("Group booking updated successfully"),
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Failed to update group booking", error);
      },
    }),
  );
  const submission = useSubmission();
  const submit = (v: GroupFormValues) =>
    editing
      ? submission.send(update, { id: editing.id, ...groupPayload(v) })
      : submission.send(create, groupPayload(v));

  const values = form.getValues();
  const data = values.groupBookingData;
  const client = useTRPCClient();
  const quoteInput = groupQuoteInputOf(values);
  const priced = useQuote("groups", quoteInput, (input) => client.groups.quote.mutate(input));
  const roomNumber = (roomId: string) =>
    values.roomSelections.find((s) => s.roomId === roomId)?.roomNumber ?? "";

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <FormSection title="Group Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Group Name"
              withAsterisk
              data-autofocus
              {...form.getInputProps("groupBookingData.groupName")}
            />
            <Select
              label="Event Type"
              data={EVENT_TYPE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("groupBookingData.eventType")}
            />
            <TextInput
              label="Contact Person Name"
              withAsterisk
              {...form.getInputProps("groupBookingData.contactPersonName")}
            />
            <TextInput
              label="Contact Phone"
              type="tel"
              withAsterisk
              {...form.getInputProps("groupBookingData.contactPersonPhone")}
            />
            <TextInput
              label="Contact Email (optional)"
              type="email"
              {...form.getInputProps("groupBookingData.contactPersonEmail")}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Stay">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <StayDatesField
              label="Check-in Date – Check-out Date"
              withAsterisk
              checkIn={form.getInputProps("groupBookingData.checkInDate")}
              checkOut={form.getInputProps("groupBookingData.checkOutDate")}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Rooms">
          {editing && (
            <Text size="sm" c="dimmed">
              A room unticked is removed from the group with its stay; a room with payments or extras cannot
              be.
            </Text>
          )}
          <GroupRoomsPicker form={form} exceptGroupBookingId={editing?.id} />
        </FormSection>

        <FormSection title="Pricing">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Group Discount (%)"
              min={0}
              max={100}
              decimalScale={2}
              disabled={data.isComplimentary}
              {...form.getInputProps("groupBookingData.groupDiscountPercentage")}
            />
            <Switch
              label="Complimentary"
              mt={{ sm: "xl" }}
              {...form.getInputProps("groupBookingData.isComplimentary", { type: "checkbox" })}
            />
          </SimpleGrid>
          <DiscountLimitHint
            discount={{
              discountPercentage: data.isComplimentary ? 0 : Number(data.groupDiscountPercentage) || 0,
              isComplimentary: data.isComplimentary,
            }}
            applied={editing?.applied ?? null}
          />
          <QuoteSummary
            title="Group price"
            stays={priced.quote?.rooms.map((room) => ({ ...room, title: `Room ${roomNumber(room.roomId)}` }))}
            figures={priced.quote}
            error={priced.error}
            updating={priced.updating}
            hint={
              quoteInput === null
                ? "The price shows once the group, its contact, dates and each room's guest are filled in."
                : null
            }
          />
        </FormSection>

        <FormSection title="Notes">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              label="Special Requests"
              rows={2}
              {...form.getInputProps("groupBookingData.specialRequests")}
            />
            <Textarea label="Program Notes" rows={2} {...form.getInputProps("groupBookingData.notes")} />
          </SimpleGrid>
        </FormSection>

        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing ? "Save Changes" : "Create Group Booking"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
