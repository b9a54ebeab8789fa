import { CHARGE_CATEGORY_DEFAULTS, formatInr } from "@atithi/domain";
import { ActionIcon, Box, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { notifySuccess } from "../../lib/notify";
import { notifyFailure } from "./notify-failure";
import { useRefreshBookings } from "./use-refresh-bookings";

export type StayFolio = RouterOutputs["bookings"]["folio"];
type FolioLine = StayFolio["lines"][number];
type FolioCharge = StayFolio["charges"][number];

/** "GST 5%", "GST 5% and 18%" (nights straddling slabs), or "No GST". */
function gstText(rates: number[]): string {
  const charged = rates.filter((rate) => rate > 0);
  return charged.length === 0 ? "No GST" : `GST ${charged.map((rate) => `${rate}%`).join(" and ")}`;
}

/** What the line is: room nights, or an extra's category, SAC, units and rate, with its tax. */
function lineDetails(line: FolioLine, charge: FolioCharge | undefined): string[] {
  const parts =
    line.kind === "room"
      ? [`SAC ${line.sac}`, `${line.quantity} ${line.quantity === 1 ? "night" : "nights"}`]
      : [
          charge ? CHARGE_CATEGORY_DEFAULTS[charge.category].label : "Extra",
          `SAC ${line.sac}`,
          charge ? `${charge.quantity} × ${formatInr(charge.unitAmount)}` : `${line.quantity} ×`,
        ];
  const tax = Number(line.tax) > 0 ? [`CGST ${formatInr(line.cgst)}`, `SGST ${formatInr(line.sgst)}`] : [];
  return [...parts, gstText(line.rates), `Taxable ${formatInr(line.taxable)}`, ...tax];
}

/**
 * The folio's lines as the server computed them: the room nights and each extra, with SAC, GST
 * rate, taxable value, CGST and SGST and the line's total. Extras carry a remove button while
 * `removable` (the stay is not invoiced and the role may change it).
 */
export function FolioLines({ folio, removable }: { folio: StayFolio; removable: boolean }) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  const remove = useMutation(
    trpc.bookings.deleteCharge.mutationOptions({
      onSuccess: () => {
        notifySuccess("Extra Removed", "The extra has been removed from the folio");
        void refresh();
      },
      onError: (error) => notifyFailure("Failed to remove extra", error),
    }),
  );
  const charges = new Map(folio.charges.map((charge) => [charge.id, charge]));

  return (
    <Stack gap={6} component="section" aria-labelledby="folio-lines-heading">
      <Title order={3} size="h6" id="folio-lines-heading">
        Folio
      </Title>
      {folio.lines.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing is billed on this stay
        </Text>
      )}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {folio.lines.map((line, index) => {
          const charge = line.chargeId ? charges.get(line.chargeId) : undefined;
          return (
            <Box
              component="li"
              key={line.chargeId ?? `room-${index}`}
              aria-label={line.description}
              py={4}
              style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Box miw={0}>
                  <Text size="sm" fw={500}>
                    {line.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {lineDetails(line, charge).map((part, i, parts) => (
                      // Each part stays on one line; the text wraps only after a separator.
                      <span key={part}>
                        <span style={{ whiteSpace: "nowrap" }}>
                          {part}
                          {i < parts.length - 1 && " ·"}
                        </span>
                        {i < parts.length - 1 && " "}
                      </span>
                    ))}
                  </Text>
                </Box>
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={500} style={{ whiteSpace: "nowrap" }}>
                    {formatInr(line.total)}
                  </Text>
                  {removable && line.chargeId && (
                    <Tooltip label="Remove extra">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={`Remove ${line.description}`}
                        loading={remove.isPending && remove.variables?.chargeId === line.chargeId}
                        onClick={() =>
                          line.chargeId &&
                          remove.mutate({ bookingId: folio.bookingId, chargeId: line.chargeId })
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Group>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
