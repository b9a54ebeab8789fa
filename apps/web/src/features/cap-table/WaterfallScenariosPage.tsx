import { formatInr, toPaise } from "@atithi/domain";
import {
  Button,
  EmptyState,
  Grid,
  Group,
  NavLink,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconChartLine, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { CapTableAccess } from "./CapTableAccess";
import { EXIT_TYPE_LABELS, formatIrr, formatMultiple } from "./cap-table-display";
import { ScenarioFormDialog } from "./ScenarioFormDialog";
import { TableSkeleton } from "./TableSkeleton";

const PayoutChart = lazy(() => import("./PayoutChart"));

type Scenario = RouterOutputs["investors"]["scenarios"][number];
type ScenarioDetail = RouterOutputs["investors"]["scenario"];

/** Exit scenarios: each computed from the cap table and kept with its distributions per investor. */
export function WaterfallScenariosPage() {
  return (
    <CapTableAccess>
      <WaterfallScenarios />
    </CapTableAccess>
  );
}

function WaterfallScenarios() {
  const trpc = useTRPC();
  const writer = useCan("erp.write");
  const [creating, setCreating] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const scenarios = useQuery(trpc.investors.scenarios.queryOptions(undefined, { refetchOnMount: "always" }));
  const selected = chosen ?? scenarios.data?.[0]?.id ?? null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text c="dimmed">What each investor takes from an exit, by the liquidation waterfall</Text>
        {writer && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New Scenario
          </Button>
        )}
      </Group>
      {scenarios.isPending ? (
        <TableSkeleton what="scenarios" />
      ) : (
        <QueryState query={scenarios} what="scenarios">
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                icon={<IconChartLine size={32} stroke={1.5} />}
                withIndicatorBackground
                title="No scenarios yet"
                description="A scenario computes an exit from the cap table"
                py="xl"
              />
            ) : (
              <Grid>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <ScenarioList scenarios={list} selected={selected} onSelect={setChosen} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 8 }}>{selected && <ScenarioPanel id={selected} />}</Grid.Col>
              </Grid>
            )
          }
        </QueryState>
      )}
      <ScenarioFormDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => setChosen(created.scenario.id)}
      />
    </Stack>
  );
}

function ScenarioList({
  scenarios,
  selected,
  onSelect,
}: {
  scenarios: Scenario[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label="Scenarios">
      <Text size="sm" c="dimmed" role="status" px="xs" pb={4}>
        {scenarios.length === 1 ? "1 scenario" : `${scenarios.length} scenarios`}
      </Text>
      {scenarios.map((s) => (
        <NavLink
          key={s.id}
          component="button"
          type="button"
          label={s.scenarioName}
          description={`${EXIT_TYPE_LABELS[s.exitType] ?? s.exitType} · ${formatInr(s.exitValue)}`}
          active={s.id === selected}
          aria-current={s.id === selected ? "true" : undefined}
          onClick={() => onSelect(s.id)}
          // The chosen row's tint makes Mantine's dimmed description too faint to read.
          styles={{
            label: { overflowWrap: "anywhere" },
            description: { color: "var(--mantine-color-text)" },
          }}
        />
      ))}
    </Paper>
  );
}

function ScenarioPanel({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.investors.scenario.queryOptions({ id }));
  if (detail.isPending) return <TableSkeleton what="the scenario" />;
  return (
    <QueryState query={detail} what="the scenario">
      {(d) => <ScenarioView detail={d} />}
    </QueryState>
  );
}

function ScenarioView({ detail: { scenario, distributions } }: { detail: ScenarioDetail }) {
  const trpc = useTRPC();
  const classes = useQuery(trpc.investors.waterfallClasses.queryOptions());
  // The chart runs to twice the scenario's exit, so the scenario sits in its middle.
  const upTo = Math.max(2 * toPaise(scenario.exitValue), 100);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-label="Distributions">
        <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
          {scenario.scenarioName}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {EXIT_TYPE_LABELS[scenario.exitType] ?? scenario.exitType} of {formatInr(scenario.exitValue)} on{" "}
          {scenario.scenarioDate ? formatDisplayDate(scenario.scenarioDate) : "—"}
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="xs" aria-label="Distributions by investor">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Investor</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Multiple</Table.Th>
                <Table.Th ta="right">IRR</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {distributions.map((d) => (
                <Table.Tr key={d.investorId}>
                  <Table.Td>{d.investorName}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatInr(d.amount)}
                  </Table.Td>
                  <Table.Td ta="right">{formatMultiple(d.returnMultiple)}</Table.Td>
                  <Table.Td ta="right">{formatIrr(d.irr)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Payouts by share class">
        <Title order={2} size="h5">
          Payouts by share class
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Each class's payout at exit values up to {formatInr(upTo)}, from today's cap table
        </Text>
        {classes.isPending ? (
          <Skeleton height={300} aria-hidden />
        ) : (
          <QueryState query={classes} what="the share classes">
            {({ classes: list }) =>
              list.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No shares are issued now
                </Text>
              ) : (
                <Suspense fallback={<Skeleton height={300} aria-hidden />}>
                  <PayoutChart classes={list} upTo={upTo} />
                </Suspense>
              )
            }
          </QueryState>
        )}
      </Paper>
    </Stack>
  );
}
