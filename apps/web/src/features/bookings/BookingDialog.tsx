import { bookingInput } from "@atithi/domain";
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { fieldErrors } from "../../api/errors";
import { useSubmission } from "../../api/submission";
import { useTRPC, useTRPCClient } from "../../api/trpc";
import { StayDatesField } from "../../components/DateFields";
import { FormSection } from "../../components/FormSection";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import type { Booking } from "./booking-display";
import {
  amountForStatus,
  type BookingFormValues,
  bookingPayload,
  bookingValues,
  complimentaryChange,
  FORM_PAYMENT_STATUSES,
  type FormPaymentStatus,
  newBookingValues,
  quoteInputOf,
  statusForAmount,
} from "./booking-form";
import { DiscountLimitHint } from "./PendingDiscount";
import { QuoteSummary } from "./QuoteSummary";
import { useQuote } from "./quote";
import { RatePlanSelect } from "./RatePlanSelect";
import { RoomSelect, useAvailableRooms } from "./RoomSelect";
import { useRefreshBookings } from "./use-refresh-bookings";

const STATUS_OPTIONS = FORM_PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: status[0]?.toUpperCase() + status.slice(1),
}));

/** Open for a new booking (`booking: null`) or to edit one; `null` when closed. */
export type BookingDialogState = { booking: Booking | null } | null;

/** 'New Booking' / 'Edit Booking'. The form mounts afresh with each opening, so it starts from its values. */
export function BookingDialog({ state, onClose }: { state: BookingDialogState; onClose: () => void }) {
  // Kept while the dialog animates closed, so its title and fields do not flip.
  const shown = useLastDefined(state);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={state !== null}
      onClose={onClose}
      title={shown?.booking ? "Edit Booking" : "New Booking"}
      size="2xl"
    >
      <BookingForm booking={shown?.booking ?? null} onDone={onClose} />
    </Modal>
  );
}

function BookingForm({ booking, onDone }: { booking: Booking | null; onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const form = useForm<BookingFormValues>({
    mode: "controlled",
    initialValues: booking ? bookingValues(booking) : newBookingValues(),
    validate: schemaResolver(bookingInput, { sync: true }),
  });

  const onError = (title: string) => (error: unknown) => {
    form.setErrors(fieldErrors(error));
    notifyRequestError(title, error);
  };
  const create = useMutation(
    trpc.bookings.create.mutationOptions({
      onSuccess: () => {
        notifySuccess("Booking created successfully");
        void refresh();
        onDone();
      },
      onError: onError("Failed to create booking"),
    }),
  );
  const update = useMutation(
    trpc.bookings.update.mutationOptions({
      onSuccess: () => {
        notifySuccess("Booking updated successfully");
        void refresh();
        onDone();
      },
      onError: onError("Failed to update booking"),
    }),
  );

  const submission = useSubmission();
  function submit(values: BookingFormValues) {
    const payload = bookingPayload(values);
    if (booking) submission.send(update, { id: booking.id, booking: payload });
    else submission.send(create, payload);
  }

  const values = form.getValues();
  const client = useTRPCClient();
  const quoteInput = quoteInputOf(values);
  const priced = useQuote("bookings", quoteInput, (input) => client.bookings.quote.mutate(input));
  // The most that can be paid up front is the quoted total, once it is of these values.
  const total = priced.quote && !priced.updating ? priced.quote.totalAmount : null;
  const { rooms } = useAvailableRooms(values.checkInDate, values.checkOutDate, booking?.id);
  const roomTypeId = rooms.data?.find((room) => room.id === values.roomId)?.roomTypeId ?? null;
  // A new price may change what the amount already paid covers: the status follows it.
  useEffect(() => {
    if (total === null || booking) return;
    const current = form.getValues();
    const status = statusForAmount(current, current.paidAmount, total);
    if (status !== current.paymentStatus) form.setFieldValue("paymentStatus", status);
  }, [total, booking, form.getValues, form.setFieldValue]);
  const setRatePlan = useCallback((id: string) => form.setFieldValue("ratePlanId", id), [form.setFieldValue]);

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <FormSection title="Guest Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Guest Name" withAsterisk data-autofocus {...form.getInputProps("guest.name")} />
            <TextInput label="Phone" type="tel" withAsterisk {...form.getInputProps("guest.phone")} />
            <TextInput label="Email" type="email" {...form.getInputProps("guest.email")} />
            <TextInput
              label="ID Proof Number"
              description="Aadhaar: only its last four digits"
              maxLength={100}
              {...form.getInputProps("guest.idProofNumber")}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Booking Details">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <StayDatesField
              label="Check-in Date – Check-out Date"
              withAsterisk
              checkIn={form.getInputProps("checkInDate")}
              checkOut={form.getInputProps("checkOutDate")}
            />
            <RoomSelect
              label="Room"
              withAsterisk
              checkInDate={values.checkInDate}
              checkOutDate={values.checkOutDate}
              exceptBookingId={booking?.id}
              keepChoice={create.isPending || create.isSuccess || update.isPending || update.isSuccess}
              {...form.getInputProps("roomId")}
            />
            <RatePlanSelect
              label="Rate Plan"
              roomTypeId={roomTypeId}
              value={values.ratePlanId}
              onChange={setRatePlan}
              error={form.errors.ratePlanId}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Guest Count and Pricing">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <NumberInput
              label="Adults"
              min={1}
              max={6}
              allowDecimal={false}
              {...form.getInputProps("adults")}
            />
            <NumberInput
              label="Children (under 12)"
              min={0}
              max={6}
              allowDecimal={false}
              {...form.getInputProps("children")}
            />
            <NumberInput
              label="Discount (%)"
              min={0}
              max={100}
              decimalScale={2}
              disabled={values.isComplimentary}
              {...form.getInputProps("discountPercentage")}
            />
            <Switch
              label="Complimentary"
              mt={{ sm: "xl" }}
              checked={values.isComplimentary}
              onChange={(event) =>
                form.setValues(complimentaryChange(form.getValues(), event.currentTarget.checked))
              }
            />
          </SimpleGrid>
        </FormSection>

        <DiscountLimitHint
          discount={{
            discountPercentage: values.isComplimentary ? 0 : Number(values.discountPercentage) || 0,
            isComplimentary: values.isComplimentary,
          }}
          applied={
            booking && {
              discountPercentage: Number(booking.discountPercentage),
              isComplimentary: booking.isComplimentary,
            }
          }
        />

        <QuoteSummary
          title="Price"
          stays={priced.quote && [priced.quote]}
          figures={priced.quote}
          error={priced.error}
          updating={priced.updating}
          hint={
            quoteInput === null ? "The price shows once the guest, dates, room and plan are filled in." : null
          }
        />

        <FormSection title="Payment Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Payment Status"
              description="Follows the amount paid"
              data={STATUS_OPTIONS}
              allowDeselect={false}
              disabled={values.isComplimentary || Boolean(booking)}
              {...form.getInputProps("paymentStatus")}
              onChange={(status) => {
                if (!status) return;
                const current = form.getValues();
                form.setValues({
                  paymentStatus: status as FormPaymentStatus,
                  paidAmount: amountForStatus(current, status as FormPaymentStatus, total),
                });
              }}
            />
            <NumberInput
              label="Amount Paid (₹)"
              description={
                booking
                  ? "Further payments are recorded at check-out"
                  : "Recorded as a cash payment with the booking"
              }
              min={0}
              max={total === null ? undefined : Number(total)}
              decimalScale={2}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              disabled={values.isComplimentary || Boolean(booking)}
              {...form.getInputProps("paidAmount")}
              onChange={(amount) =>
                form.setValues({
                  paidAmount: amount,
                  paymentStatus: statusForAmount(form.getValues(), amount, total),
                })
              }
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="Notes">
          <Textarea label="Booking notes" rows={2} {...form.getInputProps("notes")} />
        </FormSection>

        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {booking ? "Update Booking" : "Create Booking"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
