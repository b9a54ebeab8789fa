import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconExternalLink, IconFileInvoice } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useSubmission } from "../../api/submission";
import { useTRPC } from "../../api/trpc";
import { formatDisplayDate } from "../../lib/dates";
import { notifySuccess } from "../../lib/notify";
import type { StayFolio } from "./FolioLines";
import { notifyFailure } from "./notify-failure";
import { useRefreshBookings } from "./use-refresh-bookings";

const KIND_LABELS = { tax_invoice: "Tax invoice", bill_of_supply: "Bill of supply" } as const;

/** Where the issued invoice is printed, as a PDF the browser opens. */
export const invoicePdfUrl = (bookingId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/invoice.pdf`;

/**
 * The stay's invoice: its number, date and PDF once issued (at check-out, or earlier on request);
 * before that, "Issue Invoice" for a role that may, asked once more since the folio is then fixed.
 */
export function StayInvoice({ folio, canIssue }: { folio: StayFolio; canIssue: boolean }) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const [asking, setAsking] = useState(false);
  const submission = useSubmission();
  const issue = useMutation(
    trpc.bookings.issueInvoice.mutationOptions({
      onSuccess: (invoice) => {
        notifySuccess("Invoice Issued", `Invoice ${invoice.invoiceNumber} has been issued`);
        setAsking(false);
        void refresh();
      },
      onError: (error) => notifyFailure("Failed to issue invoice", error),
    }),
  );
  const { invoice } = folio;

  if (invoice) {
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-label="Invoice">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconFileInvoice size={20} aria-hidden />
            <div>
              <Text size="sm" fw={600}>
                {KIND_LABELS[invoice.kind]} {invoice.number}
              </Text>
              <Text size="xs" c="dimmed">
                Issued {formatDisplayDate(invoice.date)}
              </Text>
            </div>
          </Group>
          <Button
            component="a"
            href={invoicePdfUrl(folio.bookingId)}
            target="_blank"
            rel="noopener"
            size="xs"
            variant="light"
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            Open Invoice PDF
          </Button>
        </Group>
      </Paper>
    );
  }
  if (!canIssue) return null;
  if (!asking) {
    return (
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileInvoice size={14} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          Issue Invoice
        </Button>
      </Group>
    );
  }
  return (
    <Alert color="blue" variant="light" title="Issue the invoice now?">
      <Stack gap="xs">
        <Text size="sm">
          The invoice is issued once, with the folio as it stands: no extras can be added or removed
          afterwards. Payments can still be taken.
        </Text>
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setAsking(false)} data-autofocus>
            Not Now
          </Button>
          <Button
            size="xs"
            loading={issue.isPending}
            onClick={() => submission.send(issue, { id: folio.bookingId })}
          >
            Issue Invoice Now
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
