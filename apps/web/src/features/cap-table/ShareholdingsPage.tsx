import { totalPercentage } from "@atithi/domain";
import { Button, EmptyState, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconChartPie, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { QueryState } from "../../components/QueryState";
import { CapTableAccess } from "./CapTableAccess";
import { formatShares } from "./cap-table-display";
import { IssueSharesDialog } from "./IssueSharesDialog";
import { TableSkeleton } from "./TableSkeleton";

type Holding = RouterOutputs["investors"]["shareholdings"][number];

/** The cap table: every holder's shares by class and their fully diluted ownership. */
export function ShareholdingsPage() {
  return (
    <CapTableAccess>
      <Shareholdings />
    </CapTableAccess>
  );
}

function Shareholdings() {
  const trpc = useTRPC();
  const writer = useCan("erp.write");
  const [issuing, setIssuing] = useState(false);
  const holdings = useQuery(
    trpc.investors.shareholdings.queryOptions(undefined, { refetchOnMount: "always" }),
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text c="dimmed">
          Who holds what, by share class; ownership fully diluted (as converted to common)
        </Text>
        {writer && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setIssuing(true)}>
            Issue Shares
          </Button>
        )}
      </Group>
      {holdings.isPending ? (
        <TableSkeleton what="the cap table" />
      ) : (
        <QueryState query={holdings} what="the cap table">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState
                icon={<IconChartPie size={32} stroke={1.5} />}
                withIndicatorBackground
                title="No shares issued yet"
                description="Issue the founders' shares, or close a fundraising round"
                py="xl"
              />
            ) : (
              <CapTable rows={rows} />
            )
          }
        </QueryState>
      )}
      <IssueSharesDialog opened={issuing} onClose={() => setIssuing(false)} />
    </Stack>
  );
}

function CapTable({ rows }: { rows: Holding[] }) {
  const totalShares = rows.reduce((sum, r) => sum + BigInt(r.sharesHeld), 0n);
  return (
    <Paper withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={340}>
        <Table striped verticalSpacing="xs" aria-label="Cap table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Investor</Table.Th>
              <Table.Th visibleFrom="sm">Share Class</Table.Th>
              <Table.Th ta="right">Shares Held</Table.Th>
              <Table.Th ta="right">Ownership %</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  {r.investorName}
                  {/* On a phone the class sits under the name, leaving room for the ownership. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {r.shareClass}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{r.shareClass}</Table.Td>
                <Table.Td ta="right">{formatShares(r.sharesHeld)}</Table.Td>
                <Table.Td ta="right">{r.ownershipPercentage}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th visibleFrom="sm" />
              <Table.Th ta="right">{formatShares(totalShares.toString())}</Table.Th>
              <Table.Th ta="right">{totalPercentage(rows.map((r) => r.ownershipPercentage))}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
