import { formatInr, type GstReport } from "@atithi/domain";
import { Alert, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { formatDisplayDate } from "../../lib/dates";
import { ReportTable } from "./ReportTable";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={700}>{formatInr(value)}</Text>
    </Paper>
  );
}

/** GST on the room nights of the range, stay by stay, split into CGST and SGST. */
export function GstTab({ report }: { report: GstReport }) {
  return (
    <Stack gap="lg">
      {!report.gstEnabled && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title="GST is disabled">
          The tax configuration does not charge GST, so invoices carry none. The figures below show what the
          GST slabs would give on these stays.
        </Alert>
      )}
      {report.entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No GST data found for the selected period
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            <Figure label="Income received" value={report.totalIncome} />
            <Figure label="Taxable value" value={report.taxableIncome} />
            <Figure label="CGST" value={report.cgst} />
            <Figure label="SGST" value={report.sgst} />
            <Figure label="Total GST" value={report.gstAmount} />
          </SimpleGrid>
          <ReportTable
            caption="GST by stay"
            fileName={`gst-report-${report.startDate}-to-${report.endDate}.csv`}
            rows={report.entries}
            columns={[
              { header: "Stay", csv: (e) => e.description },
              { header: "From", csv: (e) => e.date, cell: (e) => formatDisplayDate(e.date) },
              { header: "Nights", csv: (e) => String(e.nights), numeric: true },
              { header: "Rate %", csv: (e) => e.rates.join(" / "), numeric: true },
              {
                header: "Taxable value",
                csv: (e) => e.amount,
                cell: (e) => formatInr(e.amount),
                numeric: true,
              },
              { header: "CGST", csv: (e) => e.cgst, cell: (e) => formatInr(e.cgst), numeric: true },
              { header: "SGST", csv: (e) => e.sgst, cell: (e) => formatInr(e.sgst), numeric: true },
              {
                header: "Total tax",
                csv: (e) => e.gstAmount,
                cell: (e) => formatInr(e.gstAmount),
                numeric: true,
              },
            ]}
            footer={{
              csv: ["Total", "", "", "", report.taxableIncome, report.cgst, report.sgst, report.gstAmount],
              cells: [
                "Total",
                "",
                "",
                "",
                formatInr(report.taxableIncome),
                formatInr(report.cgst),
                formatInr(report.sgst),
                formatInr(report.gstAmount),
              ],
            }}
          />
        </>
      )}
    </Stack>
  );
}
