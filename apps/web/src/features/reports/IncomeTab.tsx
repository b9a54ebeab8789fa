import { formatInr, type IncomeReport } from "@atithi/domain";
import { BarChart } from "@mantine/charts";
import { Stack, Text } from "@mantine/core";
import { formatDisplayDate } from "../../lib/dates";
import { formatWholeRupees } from "../../lib/india-format";
import { ReportTable } from "./ReportTable";
import { chartAmount, periodLabel } from "./report-display";

/** Income and expenses per period: a chart and the rows, or the empty message when nothing moved. */
export function IncomeTab({ report }: { report: IncomeReport }) {
  const empty = report.rows.every((r) => r.income === "0.00" && r.expenses === "0.00");
  if (empty) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No data found for the selected period
      </Text>
    );
  }
  const label = (row: IncomeReport["rows"][number]) => periodLabel(row, report.period);
  return (
    <Stack gap="lg">
      <div role="img" aria-label="Income and expenses by period">
        <BarChart
          h={280}
          data={report.rows.map((r) => ({
            period: label(r),
            Income: chartAmount(r.income),
            Expenses: chartAmount(r.expenses),
          }))}
          dataKey="period"
          series={[
            { name: "Income", color: "teal.6" },
            { name: "Expenses", color: "red.6" },
          ]}
          valueFormatter={(value) => formatWholeRupees(value.toFixed(2))}
          withLegend
          tickLine="y"
        />
      </div>
      <ReportTable
        caption="Income by period"
        fileName={`income-report-${report.startDate}-to-${report.endDate}.csv`}
        rows={report.rows}
        columns={[
          { header: "Period", csv: label },
          { header: "From", csv: (r) => r.startDate, cell: (r) => formatDisplayDate(r.startDate) },
          { header: "To", csv: (r) => r.endDate, cell: (r) => formatDisplayDate(r.endDate) },
          { header: "Income", csv: (r) => r.income, cell: (r) => formatInr(r.income), numeric: true },
          { header: "Expenses", csv: (r) => r.expenses, cell: (r) => formatInr(r.expenses), numeric: true },
          { header: "Profit", csv: (r) => r.profit, cell: (r) => formatInr(r.profit), numeric: true },
        ]}
        footer={{
          csv: [
            "Total",
            report.startDate,
            report.endDate,
            report.totals.income,
            report.totals.expenses,
            report.totals.profit,
          ],
          cells: [
            "Total",
            "",
            "",
            formatInr(report.totals.income),
            formatInr(report.totals.expenses),
            formatInr(report.totals.profit),
          ],
        }}
      />
    </Stack>
  );
}
