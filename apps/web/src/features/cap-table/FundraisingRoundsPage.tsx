import { formatInr, fromPaise, roundPricePerShare, toPaise } from "@atithi/domain";
import {
  ActionIcon,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { IconCategoryPlus, IconEye, IconPlus, IconRocket } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { CapTableAccess } from "./CapTableAccess";
import { inrOrDash } from "./cap-table-display";
import { RoundDialog } from "./RoundDialog";
import { RoundFormDialog } from "./RoundFormDialog";
import { RoundStatusBadge } from "./RoundStatusBadge";
import { ShareClassDialog } from "./ShareClassDialog";
import { TableSkeleton } from "./TableSkeleton";

type Round = RouterOutputs["investors"]["rounds"][number];

/** Fundraising rounds: opened at a pre-money valuation, participations taken, closed into shares. */
export function FundraisingRoundsPage() {
  return (
    <CapTableAccess>
      <FundraisingRounds />
    </CapTableAccess>
  );
}

function FundraisingRounds() {
  const trpc = useTRPC();
  const writer = useCan("erp.write");
  const [creating, setCreating] = useState(false);
  const [addingClass, setAddingClass] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const rounds = useQuery(trpc.investors.rounds.queryOptions(undefined, { refetchOnMount: "always" }));
  const classes = useQuery(trpc.investors.waterfallClasses.queryOptions());
  // An open round's price if it closed now: its pre-money valuation over the fully diluted shares.
  const sharesNow = (classes.data?.classes ?? []).reduce((s, c) => s + BigInt(c.shares), 0n);
  const priceOf = (round: Round) => {
    if (round.pricePerShare) return formatInr(round.pricePerShare);
    if (round.status !== "open" || !round.valuation || !classes.data) return "—";
    const implied = roundPricePerShare(toPaise(round.valuation), sharesNow);
    return implied === null ? "—" : `${formatInr(fromPaise(implied))} (implied)`;
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text c="dimmed">
          Rounds of a share class at a pre-money valuation; closing one issues its shares
        </Text>
        {writer && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconCategoryPlus size={16} />}
              onClick={() => setAddingClass(true)}
            >
              New Share Class
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New Round
            </Button>
          </Group>
        )}
      </Group>
      {rounds.isPending ? (
        <TableSkeleton what="rounds" />
      ) : (
        <QueryState query={rounds} what="rounds">
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                icon={<IconRocket size={32} stroke={1.5} />}
                withIndicatorBackground
                title="No fundraising rounds yet"
                description="A round you open will appear here"
                py="xl"
              />
            ) : (
              <>
                <Text size="sm" c="dimmed" role="status">
                  {list.length === 1 ? "1 round" : `${list.length} rounds`}
                </Text>
                <Box visibleFrom="md">
                  <RoundsTable rounds={list} priceOf={priceOf} onView={setViewing} />
                </Box>
                <Box hiddenFrom="md">
                  <RoundCards rounds={list} priceOf={priceOf} onView={setViewing} />
                </Box>
              </>
            )
          }
        </QueryState>
      )}
      <RoundFormDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onNewClass={() => setAddingClass(true)}
      />
      <ShareClassDialog opened={addingClass} onClose={() => setAddingClass(false)} />
      <RoundDialog roundId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

interface RoundsProps {
  rounds: Round[];
  priceOf: (round: Round) => string;
  onView: (id: string) => void;
}

const dates = (r: Round) =>
  `${r.roundDate ? formatDisplayDate(r.roundDate) : "—"}${r.closingDate ? ` – ${formatDisplayDate(r.closingDate)}` : ""}`;

function ViewButton({ round, onView }: { round: Round; onView: (id: string) => void }) {
  return (
    <ActionIcon variant="subtle" aria-label={`Open ${round.roundName}`} onClick={() => onView(round.id)}>
      <IconEye size={16} />
    </ActionIcon>
  );
}

function RoundsTable({ rounds, priceOf, onView }: RoundsProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Fundraising rounds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Round</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Share Class</Table.Th>
            <Table.Th ta="right">Target</Table.Th>
            <Table.Th ta="right">Pre-money</Table.Th>
            <Table.Th ta="right">Price per Share</Table.Th>
            <Table.Th ta="right">Raised</Table.Th>
            <Table.Th>Dates</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.roundNumber}</Table.Td>
              <Table.Td>{r.roundName}</Table.Td>
              <Table.Td>{r.shareClass ?? "—"}</Table.Td>
              <Table.Td ta="right">{inrOrDash(r.targetAmount)}</Table.Td>
              <Table.Td ta="right">{inrOrDash(r.valuation)}</Table.Td>
              <Table.Td ta="right">{priceOf(r)}</Table.Td>
              <Table.Td ta="right">{formatInr(r.raisedAmount)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{dates(r)}</Table.Td>
              <Table.Td>
                <RoundStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>
                <ViewButton round={r} onView={onView} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RoundCards({ rounds, priceOf, onView }: RoundsProps) {
  return (
    <Stack gap="sm">
      {rounds.map((r) => (
        <Paper key={r.id} withBorder radius="md" p="sm" component="article" aria-label={r.roundName}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} style={{ overflowWrap: "anywhere" }}>
              {r.roundNumber} · {r.roundName}
            </Text>
            <Group gap={4} wrap="nowrap">
              <RoundStatusBadge status={r.status} />
              <ViewButton round={r} onView={onView} />
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {r.shareClass ?? "—"} · {dates(r)}
          </Text>
          <Text size="sm">
            Pre-money {inrOrDash(r.valuation)} · target {inrOrDash(r.targetAmount)}
          </Text>
          <Text size="sm">
            Price {priceOf(r)} · raised {formatInr(r.raisedAmount)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
