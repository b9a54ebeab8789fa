import { type ExpenseReport, formatInr } from "@atithi/domain";
import { BarChart } from "@mantine/charts";
import { Stack, Text } from "@mantine/core";
import { formatWholeRupees } from "../../lib/india-format";
import { ReportTable } from "./ReportTable";
import { chartAmount } from "./report-display";

/** Expenses by category with each one's share of the total. */
export function ExpenseTab({ report }: { report: ExpenseReport }) {
  if (report.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No expenses found for the selected period
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <div role="img" aria-label="Expenses by category">
        <BarChart
          h={Math.max(160, report.rows.length * 44)}
          orientation="vertical"
          data={report.rows.map((r) => ({ category: r.category, Amount: chartAmount(r.amount) }))}
          dataKey="category"
          series={[{ name: "Amount", color: "red.6" }]}
          valueFormatter={(value) => formatWholeRupees(value.toFixed(2))}
          yAxisProps={{ width: 130 }}
          tickLine="x"
        />
      </div>
      <ReportTable
        caption="Expenses by category"
        fileName={`expense-report-${report.startDate}-to-${report.endDate}.csv`}
        rows={report.rows}
        columns={[
          { header: "Category", csv: (r) => r.category },
          { header: "Amount", csv: (r) => r.amount, cell: (r) => formatInr(r.amount), numeric: true },
          { header: "Percentage", csv: (r) => r.percentage, cell: (r) => `${r.percentage}%`, numeric: true },
        ]}
        footer={{
          csv: ["Total", report.total, "100.00"],
          cells: ["Total", formatInr(report.total), "100%"],
        }}
      />
    </Stack>
  );
}
