import { financialYearRange, profitLossInput } from "@atithi/domain";
import { Alert } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { QueryState } from "../../components/QueryState";
import { outsideOf } from "../../lib/date-fields";
import { downloadCsv } from "../reports/download-csv";
import { usePropertyToday } from "../rooms/use-property-today";
import { ErpAccess, ReportFrame } from "./ReportFrame";
import { StatementTable } from "./StatementTable";
import { profitLossRows, rangeLabel, STATEMENT_CSV_HEADER, statementCsv } from "./statement-rows";
import { useStatementFailure } from "./use-statement";

export function ProfitLossPage() {
  return (
    <ErpAccess>
      <ProfitLoss />
    </ErpAccess>
  );
}

function ProfitLoss() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  // The financial year to date.
  const [range, setRange] = useState(() => ({ from: financialYearRange(today).from, to: today }));
  const problem = profitLossInput.safeParse(range).error?.issues[0]?.message;
  const query = useQuery(
    trpc.financialReports.profitLoss.queryOptions(range, {
      enabled: !problem,
      placeholderData: keepPreviousData,
    }),
  );
  useStatementFailure(query, "the profit and loss statement");
  const ready = query.data && !problem ? query.data : null;
  return (
    <ReportFrame
      title="Profit and Loss"
      period={ready ? rangeLabel(ready.from, ready.to) : null}
      fields={
        <>
          <DateField
            label="From"
            value={range.from}
            excludeDate={outsideOf("", range.to)}
            onChange={(from) => setRange((r) => ({ ...r, from }))}
          />
          <DateField
            label="To"
            value={range.to}
            excludeDate={outsideOf(range.from, "")}
            onChange={(to) => setRange((r) => ({ ...r, to }))}
          />
        </>
      }
      onDownload={
        ready
          ? () =>
              downloadCsv(
                `profit-and-loss-${ready.from}-to-${ready.to}.csv`,
                STATEMENT_CSV_HEADER,
                statementCsv(profitLossRows(ready)),
              )
          : null
      }
    >
      {problem ? (
        <Alert color="blue" title="Check the dates">
          {problem}
        </Alert>
      ) : (
        <QueryState query={query} what="the profit and loss statement">
          {(pl) => <StatementTable caption="Profit and loss" rows={profitLossRows(pl)} />}
        </QueryState>
      )}
    </ReportFrame>
  );
}
