import { INVESTOR_TYPES } from "@atithi/domain";
import {
  ActionIcon,
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconEdit, IconPlus, IconSearch, IconUsersGroup } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { RouterOutputs } from "../../api/trpc";
import { useTRPC } from "../../api/trpc";
import { Can, useCan } from "../../auth/can";
import { NoAccess } from "../../components/NoAccess";
import { QueryState } from "../../components/QueryState";
import { type InvestorDialogState, InvestorFormDialog } from "./InvestorFormDialog";
import type { InvestorRow } from "./investor-row";

type Holding = RouterOutputs["investors"]["shareholdings"][number];

const ALL = "all";
const TYPE_FILTER = [
  { value: ALL, label: "All Types" },
  ...INVESTOR_TYPES.map((t) => ({ value: t, label: t })),
];

/** Part 2's badge styles: Completed default, In Progress secondary, Rejected destructive, other outline. */
const KYC_BADGE: Record<string, { variant: string; color?: string }> = {
  Completed: { variant: "filled" },
  "In Progress": { variant: "light", color: "gray" },
  Rejected: { variant: "filled", color: "red" },
};
const RISK_COLORS: Record<string, string> = { Conservative: "teal", Moderate: "yellow", Aggressive: "red" };

/** Investor Management (part 2 §2): the investors as cards with their current holdings. */
export function InvestorsPage() {
  return (
    <Can permission="erp.read" fallback={<NoAccess />}>
      <InvestorsPageBody />
    </Can>
  );
}

function InvestorsPageBody() {
  const trpc = useTRPC();
  const writer = useCan("erp.write");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState<string>(ALL);
  const [dialog, setDialog] = useState<InvestorDialogState>(null);
  const investors = useQuery(
    trpc.investors.list.queryOptions(
      {
        search: debounced || null,
        ...(type !== ALL ? { investorType: type as (typeof INVESTOR_TYPES)[number] } : {}),
      },
      { placeholderData: keepPreviousData, refetchOnMount: "always" },
    ),
  );
  const holdings = useQuery(trpc.investors.shareholdings.queryOptions());
  const holdingsOf = (id: string) => (holdings.data ?? []).filter((h) => h.investorId === id);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text c="dimmed">Investors, their KYC and what they hold</Text>
        {writer && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ investor: null })}>
            Add Investor
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Search investors"
          placeholder="Search investors..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: "1 1 240px" }}
          maw={420}
        />
        <Select
          aria-label="Investor type"
          data={TYPE_FILTER}
          value={type}
          onChange={(value) => setType(value ?? ALL)}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <QueryState query={investors} what="investors">
        {(list) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {list.length === 1 ? "1 investor" : `${list.length} investors`}
            </Text>
            {list.length === 0 ? (
              <EmptyState
                icon={<IconUsersGroup size={32} stroke={1.5} />}
                withIndicatorBackground
                title="No investors found"
                py="xl"
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {list.map((investor) => (
                  <InvestorCard
                    key={investor.id}
                    investor={investor}
                    holdings={holdingsOf(investor.id)}
                    onEdit={writer ? () => setDialog({ investor }) : undefined}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        )}
      </QueryState>
      <InvestorFormDialog state={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}

const shares = (n: number) => new Intl.NumberFormat("en-IN").format(n);

function InvestorCard({
  investor,
  holdings,
  onEdit,
}: {
  investor: InvestorRow;
  holdings: Holding[];
  onEdit?: () => void;
}) {
  const kyc = KYC_BADGE[investor.kycStatus] ?? { variant: "outline" };
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={investor.investorName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {investor.investorName}
          </Text>
          <Text size="sm" c="dimmed" ff="monospace">
            {investor.investorCode}
          </Text>
        </Stack>
        {onEdit && (
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${investor.investorName}`} onClick={onEdit}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Group gap={6} mt="xs" wrap="wrap">
        <Badge size="sm" variant="light">
          {investor.investorType}
        </Badge>
        <Badge size="sm" variant={kyc.variant} color={kyc.color}>
          KYC: {investor.kycStatus}
        </Badge>
        <Badge size="sm" variant="light" color={RISK_COLORS[investor.riskProfile] ?? "gray"}>
          {investor.riskProfile}
        </Badge>
      </Group>
      <Stack gap={2} mt="xs">
        {investor.contactPerson && <Text size="sm">{investor.contactPerson}</Text>}
        {investor.email && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {investor.email}
          </Text>
        )}
        {investor.phone && (
          <Text size="sm" c="dimmed">
            {investor.phone}
          </Text>
        )}
        {(investor.city || investor.state) && (
          <Text size="sm" c="dimmed">
            {[investor.city, investor.state].filter(Boolean).join(", ")}
          </Text>
        )}
      </Stack>
      {holdings.length > 0 && (
        <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="xs" mt="sm">
          <Text size="xs" fw={600} mb={4}>
            Current Holdings
          </Text>
          {holdings.map((h) => (
            <Group key={h.id} justify="space-between" gap="xs">
              <Text size="sm">
                {shares(h.sharesHeld)} shares · {h.shareClass}
              </Text>
              <Text size="sm" fw={600}>
                {Number(h.ownershipPercentage).toFixed(2)}%
              </Text>
            </Group>
          ))}
        </Paper>
      )}
    </Paper>
  );
}
