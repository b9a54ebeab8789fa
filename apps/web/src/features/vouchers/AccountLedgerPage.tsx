import { financialYearRange, formatInr } from "@atithi/domain";
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { DateField } from "../../components/DateFields";
import { NoAccess } from "../../components/NoAccess";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { usePropertyToday } from "../rooms/use-property-today";
import { accountLabel, UNNUMBERED } from "./voucher-display";

/** A balance with its side: "₹1,200.00 Dr" / "Cr", by the account's normal side. */
function balanceText(amount: string, normalSide: "debit" | "credit") {
  const negative = amount.startsWith("-");
  const abs = negative ? amount.slice(1) : amount;
  if (Number(abs) === 0) return formatInr(abs);
  const debit = (normalSide === "debit") !== negative;
  return `${formatInr(abs)} ${debit ? "Dr" : "Cr"}`;
}

/** An account's ledger: its opening balance, each posted line with the running balance, its closing balance. */
export function AccountLedgerPage() {
  const mayRead = useCan("erp.read");
  const trpc = useTRPC();
  const today = usePropertyToday();
  const year = financialYearRange(today);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [from, setFrom] = useState(year.from);
  const [to, setTo] = useState(today);
  const [page, setPage] = useState(1);
  const accounts = useQuery(trpc.chartOfAccounts.list.queryOptions({ postable: true }, { enabled: mayRead }));
  const rangeError = from && to && to < from ? "To date cannot be before From date" : null;
  const ledger = useQuery(
    trpc.ledger.entries.queryOptions(
      { accountId: accountId ?? "", from: from || null, to: to || null, page },
      { enabled: accountId !== null && !rangeError, placeholderData: keepPreviousData },
    ),
  );

  if (!mayRead) return <NoAccess />;
  const reset = () => setPage(1);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Account"
            placeholder={accounts.isPending ? "Loading accounts…" : "Select an account"}
            data={(accounts.data ?? []).map((a) => ({ value: a.id, label: accountLabel(a) }))}
            searchable
            nothingFoundMessage="No account matches"
            value={accountId}
            onChange={(value) => {
              setAccountId(value);
              reset();
            }}
          />
          <DateField
            label="From"
            value={from}
            onChange={(value) => {
              setFrom(value);
              reset();
            }}
          />
          <DateField
            label="To"
            value={to}
            error={rangeError}
            onChange={(value) => {
              setTo(value);
              reset();
            }}
          />
        </SimpleGrid>
      </Paper>
      {accountId === null ? (
        <Text c="dimmed">Choose an account to see its ledger.</Text>
      ) : (
        <QueryState query={ledger} what="the ledger">
          {(data) => {
            const side = data.account.normalSide;
            return (
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 2, md: 4 }}>
                  {[
                    ["Opening Balance", balanceText(data.openingBalance, side)],
                    ["Debits", formatInr(data.totalDebit)],
                    ["Credits", formatInr(data.totalCredit)],
                    ["Closing Balance", balanceText(data.closingBalance, side)],
                  ].map(([label, value]) => (
                    <Paper key={label} withBorder radius="md" p="sm" role="group" aria-label={label}>
                      <Text size="xs" c="dimmed">
                        {label}
                      </Text>
                      <Text fw={700}>{value}</Text>
                    </Paper>
                  ))}
                </SimpleGrid>
                {data.rows.length === 0 ? (
                  <Text c="dimmed">No postings in this period.</Text>
                ) : (
                  <Table.ScrollContainer minWidth={760}>
                    <Table striped verticalSpacing="xs" aria-label="Ledger lines">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Date</Table.Th>
                          <Table.Th>Voucher</Table.Th>
                          <Table.Th>Description</Table.Th>
                          <Table.Th ta="right">Debit</Table.Th>
                          <Table.Th ta="right">Credit</Table.Th>
                          <Table.Th ta="right">Balance</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {page > 1 && (
                          <Table.Tr>
                            <Table.Td colSpan={5}>Brought forward</Table.Td>
                            <Table.Td ta="right">{balanceText(data.pageOpeningBalance, side)}</Table.Td>
                          </Table.Tr>
                        )}
                        {data.rows.map((row) => (
                          <Table.Tr key={row.id}>
                            <Table.Td style={{ whiteSpace: "nowrap" }}>
                              {formatDisplayDate(row.date)}
                            </Table.Td>
                            <Table.Td style={{ whiteSpace: "nowrap" }}>
                              {row.voucherNumber ?? UNNUMBERED.posted}
                            </Table.Td>
                            <Table.Td>{row.description ?? ""}</Table.Td>
                            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                              {Number(row.debit) === 0 ? "" : formatInr(row.debit)}
                            </Table.Td>
                            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                              {Number(row.credit) === 0 ? "" : formatInr(row.credit)}
                            </Table.Td>
                            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                              {balanceText(row.balance, side)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                {(page > 1 || data.hasMore) && (
                  <Group justify="space-between">
                    <Button variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                      Previous
                    </Button>
                    <Text size="sm" c="dimmed">
                      Page {page}
                    </Text>
                    <Button variant="default" disabled={!data.hasMore} onClick={() => setPage((p) => p + 1)}>
                      Next
                    </Button>
                  </Group>
                )}
              </Stack>
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}
