import { financialYear, financialYearRange } from "@atithi/domain";
import { Button, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTRPC } from "../../api/trpc";
import { Can } from "../../auth/can";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DateField } from "../../components/DateFields";
import { formatDisplayDate } from "../../lib/dates";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { usePropertyToday } from "../rooms/use-property-today";

/** The three financial years ended last, newest first ("2025-26", …). */
function endedYears(today: string): string[] {
  const current = Number(financialYearRange(today).from.slice(0, 4));
  return [1, 2, 3].map((back) => financialYear(`${current - back}-04-01`));
}

/**
 * The period lock (set by administrators) and the year-end closing (accountants and
 * administrators); everyone who reads the books sees the date they are closed through.
 */
export function ClosingTheBooks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const today = usePropertyToday();
  const headingId = useId();
  const lock = useQuery(trpc.periodClose.periodLock.queryOptions());
  const [lockDate, setLockDate] = useState("");
  const years = endedYears(today);
  const [year, setYear] = useState<string>(years[0] ?? "");
  const [confirming, setConfirming] = useState(false);
  const [reopening, setReopening] = useState(false);

  const refresh = () => queryClient.invalidateQueries();
  const setLock = useMutation(
    trpc.periodClose.setPeriodLock.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess(
          saved.lockedThrough
            ? `The books are closed through ${formatDisplayDate(saved.lockedThrough)}`
            : "The books are open",
        );
        setLockDate("");
        void refresh();
      },
      onError: (error) => notifyRequestError("Failed to change the period lock", error),
    }),
  );
  const close = useMutation(
    trpc.periodClose.yearEndClose.mutationOptions({
      onSuccess: (closed) => {
        notifySuccess(
          `Year ${closed.financialYear} closed`,
          `Closing voucher ${closed.voucherNumber} posted`,
        );
        setConfirming(false);
        void refresh();
      },
      onError: (error) => {
        setConfirming(false);
        notifyRequestError("Failed to close the year", error);
      },
    }),
  );

  const reopen = useMutation(
    trpc.periodClose.reopenYear.mutationOptions({
      onSuccess: (opened) => {
        notifySuccess(
          `Year ${opened.financialYear} reopened`,
          `Closing voucher ${opened.closingVoucherNumber} reversed by ${opened.voucherNumber}`,
        );
        setReopening(false);
        void refresh();
      },
      onError: (error) => {
        setReopening(false);
        notifyRequestError("Failed to reopen the year", error);
      },
    }),
  );

  const lockedThrough = lock.data?.lockedThrough ?? null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        Closing the Books
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {lock.isPending
          ? "Loading…"
          : lockedThrough
            ? `Closed through ${formatDisplayDate(lockedThrough)}: nothing dated on or before it can be posted.`
            : "The books are open: postings of any date are accepted."}
      </Text>
      <Stack gap="md">
        <Can permission="settings.manage">
          <Group align="flex-end" gap="sm">
            <DateField
              label="Close the books through"
              value={lockDate}
              onChange={setLockDate}
              excludeDate={(date) => date > today}
              w={200}
            />
            <Button
              leftSection={<IconLock size={16} />}
              disabled={!lockDate}
              loading={setLock.isPending && setLock.variables?.lockedThrough !== null}
              onClick={() => setLock.mutate({ lockedThrough: lockDate })}
            >
              Lock
            </Button>
            {lockedThrough && (
              <Button
                variant="default"
                leftSection={<IconLockOpen size={16} />}
                loading={setLock.isPending && setLock.variables?.lockedThrough === null}
                onClick={() => setLock.mutate({ lockedThrough: null })}
              >
                Open the books
              </Button>
            )}
          </Group>
        </Can>
        <Can permission="erp.write">
          <Group align="flex-end" gap="sm">
            <Select
              label="Financial year"
              data={years}
              value={year}
              allowDeselect={false}
              onChange={(value) => value && setYear(value)}
              w={200}
            />
            <Button variant="light" onClick={() => setConfirming(true)}>
              Close year
            </Button>
            <Can permission="settings.manage">
              <Button variant="default" onClick={() => setReopening(true)}>
                Reopen year
              </Button>
            </Can>
          </Group>
        </Can>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`Close the year ${year}?`}
        confirmLabel="Post closing voucher"
        pending={close.isPending}
        onConfirm={() => close.mutate({ financialYear: year })}
        onClose={() => setConfirming(false)}
      >
        A journal voucher dated {formatDisplayDate(financialYearRange(`${year.slice(0, 4)}-04-01`).to)} will
        bring every revenue and expense account to zero and move the profit into retained earnings. A year is
        closed once.
      </ConfirmDialog>
      <ConfirmDialog
        opened={reopening}
        title={`Reopen the year ${year}?`}
        confirmLabel="Reverse closing voucher"
        pending={reopen.isPending}
        onConfirm={() => reopen.mutate({ financialYear: year })}
        onClose={() => setReopening(false)}
      >
        The year&apos;s closing voucher will be reversed on{" "}
        {formatDisplayDate(financialYearRange(`${year.slice(0, 4)}-04-01`).to)}, so its revenue and expenses
        can be corrected and the year closed again. The period lock must not cover that day.
      </ConfirmDialog>
    </Paper>
  );
}
