import { formatInr } from "@atithi/domain";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { errorMessage } from "../../api/errors";
import { formatDisplayDate } from "../../lib/dates";
import { nightRuns, type QuotedNight } from "./quote";

/** One stay of the quote: its nights and the plan that priced them; `title` names its room in a group. */
export interface QuotedStay {
  title?: string;
  ratePlan: { name: string };
  nights: QuotedNight[];
}

/** The quote's figures, as the server answers them (decimal strings). */
export interface QuoteFigures {
  subtotal: string;
  discountAmount: string;
  /** Extras already on the stay; a new group has none. */
  chargesAmount?: string;
  cgst: string;
  sgst: string;
  totalAmount: string;
  pendingApproval: boolean;
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Group>
  );
}

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount);

function StayNights({ stay }: { stay: QuotedStay }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="gray.7">
        {stay.title ? `${stay.title} · ` : ""}
        {stay.ratePlan.name}
      </Text>
      {nightRuns(stay.nights).map((run) => (
        <Line
          key={run.from}
          label={`${formatDisplayDate(run.from)}: ${run.count} ${run.count === 1 ? "night" : "nights"} × ${formatInr(run.amount)}`}
          // As the folio says it: GST turned off in the tax settings is no GST, not a 0% slab.
          value={run.gstRate === 0 ? "No GST" : `GST ${run.gstRate}%`}
        />
      ))}
    </Stack>
  );
}

/**
 * The price the server will bill, as it quoted it: each run of equal nights, the discount, extras,
 * CGST, SGST and the total. Before the form can be priced, `hint` says what is missing; a refusal
 * shows the server's message; figures of earlier values are marked as updating.
 */
export function QuoteSummary({
  title,
  stays,
  figures,
  error,
  updating,
  hint,
}: {
  title: string;
  stays: QuotedStay[] | undefined;
  figures: QuoteFigures | undefined;
  error: unknown;
  updating: boolean;
  hint: string | null;
}) {
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" role="region" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={4} size="sm">
            {title}
          </Title>
          {updating && (
            <Badge variant="light" color="gray" role="status">
              Updating…
            </Badge>
          )}
        </Group>
        {hint !== null ? (
          <Text size="sm" c="gray.7">
            {hint}
          </Text>
        ) : (
          <>
            {figures && stays && (
              <Stack gap={4} opacity={updating ? 0.6 : 1}>
                {stays.map((stay) => (
                  <StayNights key={stay.title ?? "stay"} stay={stay} />
                ))}
                <Line label="Subtotal" value={formatInr(figures.subtotal)} />
                {!isZero(figures.discountAmount) && (
                  <Line label="Discount" value={`-${formatInr(figures.discountAmount)}`} />
                )}
                {figures.chargesAmount && !isZero(figures.chargesAmount) && (
                  <Line label="Extras" value={formatInr(figures.chargesAmount)} />
                )}
                <Line label="CGST" value={formatInr(figures.cgst)} />
                <Line label="SGST" value={formatInr(figures.sgst)} />
                <Line label="Total" value={formatInr(figures.totalAmount)} strong />
                {figures.pendingApproval && (
                  <Text size="xs" c="gray.7">
                    Without the discount entered, which waits for a manager's approval.
                  </Text>
                )}
              </Stack>
            )}
            {error !== null && (
              <Text size="sm" c="red.8" role="alert">
                {errorMessage(error, "The price could not be worked out")}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
