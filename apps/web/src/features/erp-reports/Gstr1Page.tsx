import {
  addDays,
  formatInr,
  type Gstr1CsvSection,
  type Gstr1SectionSummary,
  gstr1Input,
  gstr1Summary,
} from "@atithi/domain";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { MonthPickerInput } from "@mantine/dates";
import { IconCalendar, IconDownload, IconFileText } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { formatMonthYear } from "../../lib/dates";
import { notifyRequestError } from "../../lib/notify";
import { downloadCsvText, downloadFile } from "../reports/download-csv";
import { usePropertyToday } from "../rooms/use-property-today";
import { ErpAccess } from "./ReportFrame";
import { useStatementFailure } from "./use-statement";

type Gstr1Json = RouterOutputs["gstReturns"]["gstr1"];

const FIRST_PERIOD = "2017-07";

/** "2026-11" → "November 2026". */
const monthLabel = (period: string) => formatMonthYear(period);
/** The portal's MMYYYY as yyyy-MM. */
const periodOf = (fp: string) => `${fp.slice(2)}-${fp.slice(0, 2)}`;
/** The month before a yyyy-MM: the return that is due. */
const monthBefore = (period: string) => addDays(`${period}-01`, -1).slice(0, 7);

export function Gstr1Page() {
  return (
    <ErpAccess>
      <Gstr1 />
    </ErpAccess>
  );
}

/**
 * The month's GSTR-1: pick a month, see each section at a glance, download the portal's JSON or a
 * section as CSV. Every figure is the server's; the summary only adds up its JSON.
 */
function Gstr1() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const thisMonth = usePropertyToday().slice(0, 7);
  // GSTR-1 is due by the 11th of the next month: last month's return first.
  const [period, setPeriod] = useState(() => (thisMonth > FIRST_PERIOD ? monthBefore(thisMonth) : thisMonth));
  const [busy, setBusy] = useState<Gstr1CsvSection | null>(null);
  const problem = gstr1Input.safeParse({ period }).error?.issues[0]?.message;
  const query = useQuery(
    trpc.gstReturns.gstr1.queryOptions({ period }, { enabled: !problem, placeholderData: keepPreviousData }),
  );
  useStatementFailure(query, "the GSTR-1 return");
  const fp = `${period.slice(5, 7)}${period.slice(0, 4)}`;
  // The previous month's return stays on screen while this one loads, but is not downloaded as this one.
  const ready = query.data?.fp === fp && !query.isPlaceholderData ? query.data : null;

  const downloadSection = async (section: Gstr1CsvSection) => {
    setBusy(section);
    try {
      const { fileName, csv } = await queryClient.fetchQuery(
        trpc.gstReturns.gstr1Csv.queryOptions({ period, section }),
      );
      downloadCsvText(fileName, csv);
    } catch (error) {
      notifyRequestError(`Failed to download the ${section} CSV`, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-label="Return period">
        <Group align="flex-end" justify="space-between" gap="md">
          <MonthPickerInput
            label="Month"
            value={`${period}-01`}
            onChange={(value) => value && setPeriod(value.slice(0, 7))}
            minDate={`${FIRST_PERIOD}-01`}
            maxDate={`${thisMonth}-01`}
            valueFormat="MMMM YYYY"
            leftSection={<IconCalendar size={16} aria-hidden />}
            ariaLabels={{
              previousYear: "Previous year",
              nextYear: "Next year",
              previousDecade: "Previous decade",
              nextDecade: "Next decade",
            }}
            miw={200}
          />
          <Button
            leftSection={<IconDownload size={16} />}
            disabled={!ready}
            onClick={() =>
              ready && downloadFile(`GSTR1-${ready.fp}.json`, [JSON.stringify(ready)], "application/json")
            }
          >
            Download JSON
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          The tax invoices the front desk issued in the month, stays and groups: a buyer billed with a GSTIN
          in B2B, every other guest in B2C; supplied in the hotel's state. Upload the JSON on the GST portal,
          or check a section in a spreadsheet.
        </Text>
      </Paper>
      {problem ? (
        <Alert color="blue" title="Choose the month">
          {problem}
        </Alert>
      ) : (
        <QueryState query={query} what="the GSTR-1 return">
          {(json) => <Return json={json} busy={busy} onDownload={downloadSection} />}
        </QueryState>
      )}
    </Stack>
  );
}

function Return({
  json,
  busy,
  onDownload,
}: {
  json: Gstr1Json;
  busy: Gstr1CsvSection | null;
  onDownload: (section: Gstr1CsvSection) => void;
}) {
  const sections = gstr1Summary(json);
  const label = monthLabel(periodOf(json.fp));
  const documents = sections.find((s) => s.section === "doc_issue")?.count ?? 0;
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Title order={2} size="h4">
          GSTR-1, {label}
        </Title>
        <Text c="dimmed" size="sm">
          GSTIN {json.gstin} · return period {json.fp}
        </Text>
      </Group>
      {documents === 0 ? (
        <Paper withBorder radius="md" p="xl" component="section" aria-label="No documents">
          <Stack align="center" gap="xs">
            <IconFileText size={32} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text fw={600} ta="center">
              No tax invoices were issued in {label}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              The return has no documents: a nil return. Its JSON can still be downloaded and filed.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {sections.map((s) => (
            <SectionCard
              key={s.section}
              summary={s}
              series={s.section === "doc_issue" ? (json.doc_issue?.doc_det ?? []) : []}
              busy={busy === s.section}
              onDownload={() => onDownload(s.section)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

const SINGULAR: Record<Gstr1SectionSummary["counted"], string> = {
  invoices: "invoice",
  notes: "note",
  rows: "row",
  documents: "document",
};

const AMOUNTS = [
  ["value", "Invoice value"],
  ["taxable", "Taxable value"],
  ["igst", "IGST"],
  ["cgst", "CGST"],
  ["sgst", "SGST"],
  ["cess", "Cess"],
] as const;

function SectionCard({
  summary,
  series,
  busy,
  onDownload,
}: {
  summary: Gstr1SectionSummary;
  series: NonNullable<Gstr1Json["doc_issue"]>["doc_det"];
  busy: boolean;
  onDownload: () => void;
}) {
  const id = `gstr1-${summary.section}`;
  const amounts = AMOUNTS.flatMap(([key, name]) => {
    const amount = summary[key];
    // Cess is never charged by the hotel: shown only if a document carries some.
    return amount === null || (key === "cess" && amount === "0.00") ? [] : [{ name, amount }];
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Title order={3} size="h5" id={id}>
            {summary.title}
          </Title>
          <Text size="xs" c="dimmed" ff="monospace">
            {summary.section}
          </Text>
        </div>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} />}
          loading={busy}
          aria-label={`Download ${summary.section} CSV`}
          onClick={onDownload}
          style={{ flexShrink: 0 }}
        >
          CSV
        </Button>
      </Group>
      <Text fw={700} mt="xs">
        {summary.count === 0
          ? "None this month"
          : `${summary.count} ${summary.count === 1 ? SINGULAR[summary.counted] : summary.counted}`}
      </Text>
      {summary.count > 0 && amounts.length > 0 && (
        <Table
          fz="sm"
          verticalSpacing={2}
          horizontalSpacing={0}
          mt={4}
          aria-label={`${summary.title} amounts`}
        >
          <Table.Tbody>
            {amounts.map((a) => (
              <Table.Tr key={a.name}>
                <Table.Th fw={400} c="dimmed" scope="row">
                  {a.name}
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {formatInr(a.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {series.length > 0 && (
        <Table fz="sm" verticalSpacing={2} horizontalSpacing={0} mt={4} aria-label="Series issued">
          <Table.Tbody>
            {series.flatMap((d) =>
              d.docs.map((doc) => (
                <Table.Tr key={`${d.doc_num}-${doc.from}`}>
                  <Table.Th fw={400} c="dimmed" scope="row">
                    {doc.from}
                    {doc.from !== doc.to && <div>to {doc.to}</div>}
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {doc.net_issue} {d.doc_num === 5 ? "note" : "invoice"}
                    {doc.net_issue === 1 ? "" : "s"}
                    {doc.cancel > 0 && `, ${doc.cancel} cancelled`}
                  </Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
