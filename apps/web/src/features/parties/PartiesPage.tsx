import { can, formatInr, PARTY_TYPE_LABELS, type PartyRow, type PartyType } from "@atithi/domain";
import {
  ActionIcon,
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAddressBook, IconEdit, IconPlus, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { useCurrentUser } from "../../auth/current-user";
import { NoAccess } from "../../components/NoAccess";
import { QueryState } from "../../components/QueryState";
import { type PartyDialogState, PartyFormDialog } from "./PartyFormDialog";

const ALL = "all";
const TYPE_FILTER = [
  { value: ALL, label: "All Types" },
  { value: "customer", label: "Customers" },
  { value: "supplier", label: "Suppliers" },
];
const TYPE_COLORS: Record<PartyType, string> = { customer: "blue", supplier: "orange", both: "grape" };

/** Parties: the customers and suppliers vouchers and invoices name. */
export function PartiesPage() {
  const { role } = useCurrentUser();
  return can(role, "erp.read") ? <PartiesPageBody /> : <NoAccess />;
}

function PartiesPageBody() {
  const trpc = useTRPC();
  const { role } = useCurrentUser();
  const writer = can(role, "erp.write");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState<string>(ALL);
  const [dialog, setDialog] = useState<PartyDialogState>(null);
  const parties = useQuery(
    trpc.parties.list.queryOptions(
      {
        ...(debounced ? { search: debounced } : {}),
        ...(type !== ALL ? { partyType: type as PartyType } : {}),
      },
      { placeholderData: keepPreviousData },
    ),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text c="dimmed">The customers and suppliers your vouchers and invoices name</Text>
        {writer && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ party: null })}>
            Add Party
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Search parties"
          placeholder="Search parties..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: "1 1 240px" }}
          maw={420}
        />
        <Select
          aria-label="Party type"
          data={TYPE_FILTER}
          value={type}
          onChange={(value) => setType(value ?? ALL)}
          allowDeselect={false}
          w={200}
        />
      </Group>
      {parties.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading parties</VisuallyHidden>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Paper key={i} withBorder radius="md" p="md" aria-hidden>
                <Skeleton height={20} width="60%" mb="sm" />
                <Skeleton height={12} mt={8} />
                <Skeleton height={12} mt={8} width="80%" />
              </Paper>
            ))}
          </SimpleGrid>
        </div>
      ) : (
        <QueryState query={parties} what="parties">
          {(list) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" role="status">
                {list.length === 1 ? "1 party" : `${list.length} parties`}
              </Text>
              {list.length === 0 ? (
                <EmptyState
                  icon={<IconAddressBook size={32} stroke={1.5} />}
                  withIndicatorBackground
                  title="No parties found"
                  description={
                    debounced || type !== ALL
                      ? "No party matches the search and type"
                      : "Customers and suppliers you add will appear here"
                  }
                  py="xl"
                >
                  {writer && !debounced && type === ALL && (
                    <Button onClick={() => setDialog({ party: null })}>Add First Party</Button>
                  )}
                </EmptyState>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {list.map((party) => (
                    <PartyCard
                      key={party.id}
                      party={party}
                      onEdit={writer ? () => setDialog({ party }) : undefined}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          )}
        </QueryState>
      )}
      <PartyFormDialog state={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}

function PartyCard({ party, onEdit }: { party: PartyRow; onEdit?: () => void }) {
  const opening = Number(party.openingBalance) === 0 ? null : party.openingBalance;
  const place = [party.city, party.state].filter(Boolean).join(", ");
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={party.partyName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {party.partyName}
          </Text>
          <Text size="sm" c="dimmed" ff="monospace">
            {party.partyCode}
          </Text>
        </Stack>
        {onEdit && (
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${party.partyName}`} onClick={onEdit}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Group gap={6} mt="xs" wrap="wrap">
        <Badge size="sm" variant="light" color={TYPE_COLORS[party.partyType]}>
          {PARTY_TYPE_LABELS[party.partyType]}
        </Badge>
        <Badge size="sm" variant="light" color={party.isActive ? "green" : "gray"}>
          {party.isActive ? "Active" : "Inactive"}
        </Badge>
      </Group>
      <Stack gap={2} mt="xs">
        {party.contactPerson && <Text size="sm">{party.contactPerson}</Text>}
        {(party.phone || party.email) && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {[party.phone, party.email].filter(Boolean).join(" · ")}
          </Text>
        )}
        {place && (
          <Text size="sm" c="dimmed">
            {place}
          </Text>
        )}
        {party.gstNumber && (
          <Text size="sm">
            GSTIN{" "}
            <Text span ff="monospace">
              {party.gstNumber}
            </Text>
          </Text>
        )}
        {opening && (
          <Text size="sm">
            Opening balance {formatInr(opening)} {party.openingBalanceSide === "debit" ? "Dr" : "Cr"}
          </Text>
        )}
        {(party.creditLimit || party.paymentTerms > 0) && (
          <Text size="sm" c="dimmed">
            {[
              party.creditLimit ? `Credit limit ${formatInr(party.creditLimit)}` : null,
              party.paymentTerms > 0 ? `${party.paymentTerms} days' credit` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
