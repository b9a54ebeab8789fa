import { asOfInput, formatInr } from "@atithi/domain";
import { Alert, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { downloadCsv } from "../reports/download-csv";
import { usePropertyToday } from "../rooms/use-property-today";
import { ErpAccess, ReportFrame } from "./ReportFrame";
import { TRIAL_BALANCE_CSV_HEADER, trialBalanceCsv } from "./statement-rows";
import { useStatementFailure } from "./use-statement";

export function TrialBalancePage() {
  return (
    <ErpAccess>
      <TrialBalance />
    </ErpAccess>
  );
}

function TrialBalance() {
  const trpc = useTRPC();
  const [asOf, setAsOf] = useState(usePropertyToday());
  const problem = asOfInput.safeParse({ asOf }).error?.issues[0]?.message;
  const query = useQuery(
    trpc.financialReports.trialBalance.queryOptions(
      { asOf },
      { enabled: !problem, placeholderData: keepPreviousData },
    ),
  );
  useStatementFailure(query, "the trial balance");
  const report = query.data;
  const ready = report && !problem ? report : null;
  return (
    <ReportFrame
      title="Trial Balance"
      period={ready ? `As of ${formatDisplayDate(ready.asOf)}` : null}
      fields={<DateField label="As of" value={asOf} onChange={setAsOf} />}
      onDownload={
        ready
          ? () =>
              downloadCsv(`trial-balance-${ready.asOf}.csv`, TRIAL_BALANCE_CSV_HEADER, trialBalanceCsv(ready))
          : null
      }
    >
      {problem ? (
        <Alert color="blue" title="Choose the date">
          {problem}
        </Alert>
      ) : (
        <QueryState query={query} what="the trial balance">
          {(tb) =>
            tb.rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                Nothing has been posted up to this day
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table striped withTableBorder verticalSpacing="xs" aria-label="Trial balance">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Code</Table.Th>
                      <Table.Th>Account</Table.Th>
                      <Table.Th>Type</Table.Th>
                      <Table.Th ta="right">Debit</Table.Th>
                      <Table.Th ta="right">Credit</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {tb.rows.map((r) => (
                      <Table.Tr key={r.accountId}>
                        <Table.Td>{r.accountCode}</Table.Td>
                        <Table.Td>{r.accountName}</Table.Td>
                        <Table.Td>{r.accountType}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                          {r.debit === "0.00" ? "" : formatInr(r.debit)}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                          {r.credit === "0.00" ? "" : formatInr(r.credit)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th />
                      <Table.Th>Total</Table.Th>
                      <Table.Th />
                      <Table.Th ta="right">{formatInr(tb.totalDebit)}</Table.Th>
                      <Table.Th ta="right">{formatInr(tb.totalCredit)}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      )}
    </ReportFrame>
  );
}
