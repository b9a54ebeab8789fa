import { isIsoDate } from "@atithi/domain";
import { Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTRPC } from "../../api/trpc";
import { RatePlanSelect } from "../bookings/RatePlanSelect";
import { type GroupFormValues, keepAvailable, selectRooms } from "./group-form";

/**
 * The rooms free for the group's dates to tick, and a guest name, head count and rate plan (of the
 * room's type, its default first) for each ticked room. Editing a group, its own rooms count as free.
 */
export function GroupRoomsPicker({
  form,
  exceptGroupBookingId,
}: {
  form: UseFormReturnType<GroupFormValues>;
  exceptGroupBookingId?: string | undefined;
}) {
  const trpc = useTRPC();
  const { checkInDate, checkOutDate } = form.getValues().groupBookingData;
  const selections = form.getValues().roomSelections;
  const ready = isIsoDate(checkInDate) && isIsoDate(checkOutDate) && checkOutDate > checkInDate;
  const rooms = useQuery(
    trpc.rooms.available.queryOptions(
      ready
        ? { checkInDate, checkOutDate, ...(exceptGroupBookingId ? { exceptGroupBookingId } : {}) }
        : skipToken,
    ),
  );

  const available = rooms.data;
  useEffect(() => {
    if (!available) return;
    const current = form.getValues().roomSelections;
    const kept = keepAvailable(current, new Set(available.map((room) => room.id)));
    if (kept.length !== current.length) form.setFieldValue("roomSelections", kept);
  }, [available, form]);

  const error = form.errors.roomSelections;
  return (
    <Stack gap="xs">
      {!ready && <Text size="sm">Select dates first</Text>}
      {ready && rooms.isPending && <Text size="sm">Loading rooms...</Text>}
      {ready && rooms.isError && <Text size="sm">Could not load rooms</Text>}
      {available && available.length === 0 && <Text size="sm">No rooms available</Text>}
      {available && available.length > 0 && (
        <Checkbox.Group
          label="Available rooms"
          value={selections.map((s) => s.roomId)}
          onChange={(ids) =>
            form.setFieldValue("roomSelections", selectRooms(form.getValues().roomSelections, available, ids))
          }
        >
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} mt="xs">
            {available.map((room) => (
              <Checkbox key={room.id} value={room.id} label={`Room ${room.number}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {selections.map((selection, index) => (
        <Paper key={selection.roomId} withBorder radius="sm" p="xs">
          <Group gap="xs" align="flex-start" wrap="wrap">
            <Text fw={600} w={90} pt={28}>
              Room {selection.roomNumber}
            </Text>
            <TextInput
              label="Guest Name"
              aria-label={`Guest name for Room ${selection.roomNumber}`}
              withAsterisk
              style={{ flex: "1 1 12rem" }}
              {...form.getInputProps(`roomSelections.${index}.guestName`)}
            />
            <NumberInput
              label="Adults"
              aria-label={`Adults in Room ${selection.roomNumber}`}
              min={1}
              max={6}
              w={130}
              allowDecimal={false}
              {...form.getInputProps(`roomSelections.${index}.adults`)}
            />
            <NumberInput
              label="Children"
              aria-label={`Children in Room ${selection.roomNumber}`}
              min={0}
              max={6}
              w={140}
              allowDecimal={false}
              {...form.getInputProps(`roomSelections.${index}.children`)}
            />
            <RatePlanSelect
              label="Rate Plan"
              aria-label={`Rate plan for Room ${selection.roomNumber}`}
              style={{ flex: "1 1 12rem" }}
              roomTypeId={available?.find((room) => room.id === selection.roomId)?.roomTypeId ?? null}
              value={selection.ratePlanId}
              onChange={(id) => form.setFieldValue(`roomSelections.${index}.ratePlanId`, id)}
              error={form.errors[`roomSelections.${index}.ratePlanId`]}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
