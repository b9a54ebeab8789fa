import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { DateField } from "../../components/DateFields";
import { formatDisplayDate } from "../../lib/dates";
import { usePropertyToday } from "../rooms/use-property-today";

interface ReverseVoucherDialogProps {
  voucher: { voucherNumber: string | null; voucherDate: string } | null;
  pending: boolean;
  onConfirm: (date: string) => void;
  onClose: () => void;
}

/** Cancelling a posted voucher: a reversing voucher dated today unless another date is chosen. */
export function ReverseVoucherDialog({ voucher, pending, onConfirm, onClose }: ReverseVoucherDialogProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={voucher !== null}
      onClose={onClose}
      title="Reverse Voucher"
    >
      {voucher && (
        <ReverseForm
          key={voucher.voucherNumber}
          voucher={voucher}
          pending={pending}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ReverseForm({
  voucher,
  pending,
  onConfirm,
  onClose,
}: Omit<ReverseVoucherDialogProps, "voucher"> & {
  voucher: NonNullable<ReverseVoucherDialogProps["voucher"]>;
}) {
  const today = usePropertyToday();
  // Today, or the voucher's own date when it lies ahead (dates in yyyy-MM-dd sort as they fall).
  const [date, setDate] = useState(() => [today, voucher.voucherDate].sort()[1] ?? today);
  const error =
    date === ""
      ? "Reversal date is required"
      : date < voucher.voucherDate
        ? `The reversal date cannot be before the voucher's date (${formatDisplayDate(voucher.voucherDate)})`
        : null;
  return (
    <form
      aria-label="Reverse Voucher"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!error) onConfirm(date);
      }}
    >
      <Stack>
        <Text size="sm">
          {voucher.voucherNumber ?? "This voucher"} stays in the books and is marked cancelled; a reversing
          voucher with its debits and credits swapped is posted on the date below. This cannot be undone.
        </Text>
        <DateField label="Reversal Date" withAsterisk value={date} onChange={setDate} error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={pending}>
            Reverse Voucher
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
