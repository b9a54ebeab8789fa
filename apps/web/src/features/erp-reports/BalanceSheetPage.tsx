import { asOfInput } from "@atithi/domain";
import { Alert } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { DateField } from "../../components/DateFields";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { downloadCsv } from "../reports/download-csv";
import { usePropertyToday } from "../rooms/use-property-today";
import { ErpAccess, ReportFrame } from "./ReportFrame";
import { StatementTable } from "./StatementTable";
import { balanceSheetRows, STATEMENT_CSV_HEADER, statementCsv } from "./statement-rows";
import { useStatementFailure } from "./use-statement";

export function BalanceSheetPage() {
  return (
    <ErpAccess>
      <BalanceSheet />
    </ErpAccess>
  );
}

function BalanceSheet() {
  const trpc = useTRPC();
  const [asOf, setAsOf] = useState(usePropertyToday());
  const problem = asOfInput.safeParse({ asOf }).error?.issues[0]?.message;
  const query = useQuery(
    trpc.financialReports.balanceSheet.queryOptions(
      { asOf },
      { enabled: !problem, placeholderData: keepPreviousData },
    ),
  );
  useStatementFailure(query, "the balance sheet");
  const ready = query.data && !problem ? query.data : null;
  return (
    <ReportFrame
      title="Balance Sheet"
      period={ready ? `As of ${formatDisplayDate(ready.asOf)}` : null}
      fields={<DateField label="As of" value={asOf} onChange={setAsOf} />}
      onDownload={
        ready
          ? () =>
              downloadCsv(
                `balance-sheet-${ready.asOf}.csv`,
                STATEMENT_CSV_HEADER,
                statementCsv(balanceSheetRows(ready)),
              )
          : null
      }
    >
      {problem ? (
        <Alert color="blue" title="Choose the date">
          {problem}
        </Alert>
      ) : (
        <QueryState query={query} what="the balance sheet">
          {(bs) => <StatementTable caption="Balance sheet" rows={balanceSheetRows(bs)} />}
        </QueryState>
      )}
    </ReportFrame>
  );
}
