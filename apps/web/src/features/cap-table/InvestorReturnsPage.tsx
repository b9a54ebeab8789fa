import { formatInr } from "@atithi/domain";
import { Alert, Select, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { notifyRequestError } from "../../lib/notify";
import { ErpAccess, ReportFrame } from "../erp-reports/ReportFrame";
import { useStatementFailure } from "../erp-reports/use-statement";
import { downloadCsvText } from "../reports/download-csv";
import { formatIrr, formatMultiple, formatShares, inrOrDash } from "./cap-table-display";
import { TableSkeleton } from "./TableSkeleton";

/** Investor returns: per investor what they paid, hold and own, and what a scenario pays them. */
export function InvestorReturnsPage() {
  return (
    <ErpAccess>
      <InvestorReturns />
    </ErpAccess>
  );
}

function InvestorReturns() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [scenarioId, setScenarioId] = useState<string | null>(null);
  const scenarios = useQuery(trpc.investors.scenarios.queryOptions());
  const report = useQuery(
    trpc.investors.returns.queryOptions({ scenarioId }, { placeholderData: keepPreviousData }),
  );
  useStatementFailure(report, "investor returns");
  // The previous scenario's figures stay on screen while the next load, but are not downloaded as them.
  const ready = report.data && !report.isPlaceholderData ? report.data : null;
  const download = async () => {
    try {
      const { fileName, csv } = await queryClient.fetchQuery(
        trpc.investors.returnsCsv.queryOptions({ scenarioId }),
      );
      downloadCsvText(fileName, csv);
    } catch (error) {
      notifyRequestError("Failed to download the CSV", error);
    }
  };
  const scenario = ready?.scenario;
  return (
    <ReportFrame
      title="Investor Returns"
      period={
        ready
          ? scenario
            ? `${scenario.scenarioName}: exit of ${formatInr(scenario.exitValue)} on ${scenario.scenarioDate ? formatDisplayDate(scenario.scenarioDate) : "—"}`
            : "The cap table today, without an exit"
          : null
      }
      fields={
        <Select
          label="Scenario"
          placeholder="No scenario: holdings only"
          data={(scenarios.data ?? []).map((s) => ({ value: s.id, label: s.scenarioName }))}
          value={scenarioId}
          onChange={setScenarioId}
          clearable
          searchable
          w={280}
          maw="100%"
          nothingFoundMessage="No scenario"
        />
      }
      onDownload={ready && ready.rows.length > 0 ? () => void download() : null}
    >
      {report.isPending ? (
        <TableSkeleton what="investor returns" />
      ) : (
        <QueryState query={report} what="investor returns">
          {({ rows }) =>
            rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                No shares have been issued yet
              </Text>
            ) : (
              <>
                {!scenario && (
                  <Alert color="blue" mb="sm">
                    Choose a scenario to see each investor's distribution, multiple and IRR.
                  </Alert>
                )}
                <Table.ScrollContainer minWidth={720}>
                  <Table striped withTableBorder verticalSpacing="xs" aria-label="Investor returns">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Investor</Table.Th>
                        <Table.Th ta="right">Invested</Table.Th>
                        <Table.Th ta="right">Shares</Table.Th>
                        <Table.Th ta="right">Ownership %</Table.Th>
                        <Table.Th ta="right">Distribution</Table.Th>
                        <Table.Th ta="right">Multiple</Table.Th>
                        <Table.Th ta="right">IRR</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((r) => (
                        <Table.Tr key={r.investorId}>
                          <Table.Td>{r.investorName}</Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                            {formatInr(r.invested)}
                          </Table.Td>
                          <Table.Td ta="right">{formatShares(r.shares)}</Table.Td>
                          <Table.Td ta="right">{r.ownershipPercentage}</Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                            {inrOrDash(r.distribution)}
                          </Table.Td>
                          <Table.Td ta="right">{formatMultiple(r.multiple)}</Table.Td>
                          <Table.Td ta="right">{formatIrr(r.irr)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )
          }
        </QueryState>
      )}
    </ReportFrame>
  );
}
