import "@mantine/charts/styles.css";
import { isIsoDate, REPORT_PERIODS, type ReportPeriod, reportRangeInput } from "@atithi/domain";
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Tabs } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { Can } from "../../auth/can";
import { DateField } from "../../components/DateFields";
import { NoAccess } from "../../components/NoAccess";
import { QueryState } from "../../components/QueryState";
import { outsideOf } from "../../lib/date-fields";
import { usePropertyToday } from "../rooms/use-property-today";
import { ExpenseTab } from "./ExpenseTab";
import { GstTab } from "./GstTab";
import { IncomeTab } from "./IncomeTab";
import { ReportSummaryCards } from "./ReportSummaryCards";
import { currentMonth, type DateRange, lastDays } from "./report-display";
import { useFailureToast } from "./use-report";

const PERIOD_OPTIONS = REPORT_PERIODS.map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
}));

/** Reports and Analytics: income, expenses and GST for a date range of the property's calendar. */
export function ReportsPage() {
  return (
    <Can permission="reports.read" fallback={<NoAccess />}>
      <Reports />
    </Can>
  );
}

function Reports() {
  const trpc = useTRPC();
  const today = usePropertyToday();
  const [range, setRange] = useState<DateRange>(() => currentMonth(today));
  const [period, setPeriod] = useState<ReportPeriod>("monthly");
  // Part 2 §5: the reports are fetched only when both dates are set (and make a range the server takes).
  const bothSet = isIsoDate(range.startDate) && isIsoDate(range.endDate);
  const rangeError = bothSet ? reportRangeInput.safeParse(range).error?.issues[0]?.message : undefined;
  const ready = bothSet && !rangeError;
  const options = { enabled: ready, placeholderData: keepPreviousData };
  const income = useQuery(trpc.reports.income.queryOptions({ ...range, period }, options));
  const expenses = useQuery(trpc.reports.expenses.queryOptions(range, options));
  const gst = useQuery(trpc.reports.gst.queryOptions(range, options));
  useFailureToast(income, "Failed to fetch income report");
  useFailureToast(expenses, "Failed to fetch expense report");
  useFailureToast(gst, "Failed to fetch GST report");

  const refresh = () => Promise.all([income.refetch(), expenses.refetch(), gst.refetch()]);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-label="Report range">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <DateField
            label="Start Date"
            value={range.startDate}
            excludeDate={outsideOf("", range.endDate)}
            onChange={(startDate) => setRange((r) => ({ ...r, startDate }))}
          />
          <DateField
            label="End Date"
            value={range.endDate}
            excludeDate={outsideOf(range.startDate, "")}
            onChange={(endDate) => setRange((r) => ({ ...r, endDate }))}
          />
          <Select
            label="Period"
            data={PERIOD_OPTIONS}
            value={period}
            allowDeselect={false}
            onChange={(value) => value && setPeriod(value as ReportPeriod)}
          />
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button variant="default" onClick={() => setRange(lastDays(today, 7))}>
            Last 7 Days
          </Button>
          <Button variant="default" onClick={() => setRange(lastDays(today, 30))}>
            Last 30 Days
          </Button>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            disabled={!ready}
            loading={income.isFetching || expenses.isFetching || gst.isFetching}
            onClick={() => void refresh()}
          >
            Refresh
          </Button>
        </Group>
      </Paper>

      {!ready ? (
        <Alert
          color={rangeError ? "red" : "blue"}
          title={rangeError ? "Check the dates" : "Choose the dates"}
        >
          {rangeError ?? "Set both a start date and an end date to see the reports."}
        </Alert>
      ) : (
        <>
          {!income.isError && <ReportSummaryCards totals={income.data?.totals} />}
          <Tabs defaultValue="income" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="income">Income Report</Tabs.Tab>
              <Tabs.Tab value="expenses">Expense Analysis</Tabs.Tab>
              <Tabs.Tab value="gst">GST Report</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="income" pt="md">
              <QueryState query={income} what="the income report">
                {(report) => <IncomeTab report={report} />}
              </QueryState>
            </Tabs.Panel>
            <Tabs.Panel value="expenses" pt="md">
              <QueryState query={expenses} what="the expense report">
                {(report) => <ExpenseTab report={report} />}
              </QueryState>
            </Tabs.Panel>
            <Tabs.Panel value="gst" pt="md">
              <QueryState query={gst} what="the GST report">
                {(report) => <GstTab report={report} />}
              </QueryState>
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
