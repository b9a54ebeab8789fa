import { formatInr, participationInput } from "@atithi/domain";
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconLock } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { fieldErrors } from "../../api/errors";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { useCan } from "../../auth/can";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DateField } from "../../components/DateFields";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { notifyRequestError, notifySuccess } from "../../lib/notify";
import { useLastDefined } from "../../lib/use-last-defined";
import { usePropertyToday } from "../rooms/use-property-today";
import { formatShares, inrOrDash } from "./cap-table-display";
import { RoundStatusBadge } from "./RoundStatusBadge";
import { TableSkeleton } from "./TableSkeleton";
import { useCapTableOptions, useRefreshCapTable } from "./use-cap-table-options";

type Round = RouterOutputs["investors"]["round"];

/** One round: its terms and participations; while open, participations added and the round closed. */
export function RoundDialog({ roundId, onClose }: { roundId: string | null; onClose: () => void }) {
  const shown = useLastDefined(roundId);
  const trpc = useTRPC();
  const round = useQuery(trpc.investors.round.queryOptions({ id: shown ?? "" }, { enabled: shown !== null }));
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={roundId !== null}
      onClose={onClose}
      title={round.data ? `${round.data.roundNumber} · ${round.data.roundName}` : "Fundraising Round"}
      size="xl"
    >
      {round.isPending ? (
        <TableSkeleton what="the round" rows={3} />
      ) : (
        <QueryState query={round} what="the round">
          {(r) => <RoundView round={r} />}
        </QueryState>
      )}
    </Modal>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

function RoundView({ round }: { round: Round }) {
  const writer = useCan("erp.write");
  const open = round.status === "open";
  const closed = round.status === "closed";
  const sharesIssued = round.participations.reduce((s, p) => s + BigInt(p.sharesReceived ?? 0), 0n);
  return (
    <Stack>
      <Group gap="xs">
        <RoundStatusBadge status={round.status} />
        <Text size="sm" c="dimmed">
          {round.shareClass ?? "No class"} · opened{" "}
          {round.roundDate ? formatDisplayDate(round.roundDate) : "—"}
          {round.closingDate ? ` · closing ${formatDisplayDate(round.closingDate)}` : ""}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Pre-money valuation" value={inrOrDash(round.valuation)} />
        <Figure label="Target" value={inrOrDash(round.targetAmount)} />
        <Figure label="Committed" value={formatInr(round.committedAmount)} />
        <Figure label={open ? "Raised so far" : "Raised"} value={formatInr(round.raisedAmount)} />
      </SimpleGrid>
      {closed && (
        <Alert color="green" icon={<IconLock size={18} />} title="The round is closed">
          {formatShares(sharesIssued.toString())} shares issued at {inrOrDash(round.pricePerShare)} a share.
          What a participation could not buy a whole share with is stated as its remainder: the investor's
          money, not share capital.
        </Alert>
      )}
      <Title order={3} size="h5">
        Participations
      </Title>
      {round.participations.length === 0 ? (
        <Text c="dimmed" size="sm">
          No participation yet
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label="Participations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Investor</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Certificate</Table.Th>
                {closed && <Table.Th ta="right">Shares</Table.Th>}
                {closed && <Table.Th ta="right">Remainder</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {round.participations.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.investorName}</Table.Td>
                  <Table.Td ta="right">{formatInr(p.investmentAmount)}</Table.Td>
                  <Table.Td>{formatDisplayDate(p.investmentDate)}</Table.Td>
                  <Table.Td>{p.certificateNumber ?? "—"}</Table.Td>
                  {closed && <Table.Td ta="right">{formatShares(p.sharesReceived ?? 0)}</Table.Td>}
                  {closed && <Table.Td ta="right">{inrOrDash(p.remainderAmount)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {open && writer && <OpenRoundActions round={round} />}
    </Stack>
  );
}

interface ParticipationValues {
  investorId: string;
  investmentAmount: string;
  investmentDate: string;
  certificateNumber: string;
}

const resolveParticipation = schemaResolver(participationInput, { sync: true });

function OpenRoundActions({ round }: { round: Round }) {
  const trpc = useTRPC();
  const refresh = useRefreshCapTable();
  const [confirming, setConfirming] = useState(false);
  // A new form after each participation added: empty fields, the searchable select's text too.
  const [added, setAdded] = useState(0);
  const close = useMutation(
    trpc.investors.closeRound.mutationOptions({
      onSuccess: (closed) => {
        const shares = closed.participations.reduce((s, p) => s + BigInt(p.sharesReceived ?? 0), 0n);
        notifySuccess(
          "Round closed",
          `${formatShares(shares.toString())} shares issued at ${inrOrDash(closed.pricePerShare)}`,
        );
        setConfirming(false);
        refresh();
      },
      onError: (error) => notifyRequestError("Could not close the round", error),
    }),
  );
  return (
    <>
      <ParticipationForm key={added} roundId={round.id} onAdded={() => setAdded((n) => n + 1)} />
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          leftSection={<IconLock size={16} />}
          disabled={round.participations.length === 0}
          onClick={() => setConfirming(true)}
        >
          Close Round
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Close this round?"
        confirmLabel="Close Round"
        pending={close.isPending}
        onConfirm={() => close.mutate({ id: round.id })}
        onClose={() => setConfirming(false)}
      >
        The round is priced at its pre-money valuation over the fully diluted shares now; each participation
        buys whole shares, and the money is posted to the books. No participation can be added afterwards.
      </ConfirmDialog>
    </>
  );
}

function ParticipationForm({ roundId, onAdded }: { roundId: string; onAdded: () => void }) {
  const trpc = useTRPC();
  const options = useCapTableOptions(true);
  const refresh = useRefreshCapTable();
  const toInput = (v: ParticipationValues) => ({ ...v, roundId });
  const form = useForm<ParticipationValues>({
    mode: "controlled",
    initialValues: {
      investorId: "",
      investmentAmount: "",
      investmentDate: usePropertyToday(),
      certificateNumber: "",
    },
    validate: (values) => resolveParticipation(toInput(values)),
  });
  const participate = useMutation(
    trpc.investors.participate.mutationOptions({
      onSuccess: () => {
        notifySuccess("Success", "Participation added successfully");
        refresh();
        onAdded();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyRequestError("Error", error, "Failed to add the participation");
      },
    }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={form.onSubmit((values) => participate.mutate(toInput(values)))}
        noValidate
        aria-label="Add Participation"
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            Add Participation
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Investor"
              withAsterisk
              searchable
              data={options.investors}
              nothingFoundMessage="No investor: add one on the Investors screen"
              {...form.getInputProps("investorId")}
            />
            <TextInput
              label="Investment Amount (₹)"
              withAsterisk
              inputMode="decimal"
              maxLength={16}
              {...form.getInputProps("investmentAmount")}
            />
            <DateField label="Investment Date" withAsterisk {...form.getInputProps("investmentDate")} />
            <TextInput
              label="Certificate Number"
              maxLength={50}
              {...form.getInputProps("certificateNumber")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={participate.isPending}>
              Add Participation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
