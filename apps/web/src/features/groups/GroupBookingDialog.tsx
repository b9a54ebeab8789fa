import { formatInr, groupBookingInput } from "@atithi/domain";
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrors } from "../../api/errors";
import { useTRPC } from "../../api/trpc";
import { StayDatesField } from "../../components/DateFields";
import { FormSection } from "../../components/FormSection";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useRefreshBookings } from "../bookings/use-refresh-bookings";
import { GroupRoomsPicker } from "./GroupRoomsPicker";
import {
  EVENT_TYPE_OPTIONS,
  type GroupFormValues,
  groupPayload,
  groupQuote,
  newGroupValues,
} from "./group-form";

/** 'Quick Group Booking': a group, its contact and dates, and a guest per chosen room. */
export function GroupBookingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title="Quick Group Booking"
      size="2xl"
    >
      {opened && <GroupBookingForm onDone={onClose} />}
    </Modal>
  );
}

function GroupBookingForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshBookings();
  const form = useForm<GroupFormValues>({
    mode: "controlled",
    initialValues: newGroupValues(),
    validate: schemaResolver(groupBookingInput, { sync: true }),
  });
  const create = useMutation(
    trpc.groups.create.mutationOptions({
      onSuccess: () => {
        notifySuccess("Group booking created successfully");
        void queryClient.invalidateQueries(trpc.groups.pathFilter());
        void refresh();
        onDone();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Failed to create group booking", error);
      },
    }),
  );

  const values = form.getValues();
  const data = values.groupBookingData;
  const quote = groupQuote(values);

  return (
    <form onSubmit={form.onSubmit((v) => create.mutate(groupPayload(v)))} noValidate>
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
          <GroupRoomsPicker form={form} />
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
          {quote && (
            <Paper withBorder radius="md" p="sm" aria-label="Group price">
              <Group justify="space-between">
                <Text size="sm">
                  {quote.rooms.length} {quote.rooms.length === 1 ? "room" : "rooms"}, {quote.totalGuests}{" "}
                  {quote.totalGuests === 1 ? "guest" : "guests"}
                </Text>
                <Text size="sm">Subtotal {formatInr(quote.subtotal)}</Text>
              </Group>
              {quote.discountAmount > 0 && (
                <Text size="sm" ta="right">
                  Discount −{formatInr(quote.discountAmount)}
                </Text>
              )}
              <Text fw={700} ta="right">
                {data.isComplimentary ? "FREE" : `Total ${formatInr(quote.total)}`}
              </Text>
            </Paper>
          )}
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
          <Button type="submit" loading={create.isPending}>
            Create Group Booking
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
