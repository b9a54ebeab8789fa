import { formatInr, PARTY_TYPE_LABELS, type PartyRow, type PartyType } from "@atithi/domain";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAddressBook, IconEdit } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { Can, useCan } from "../../auth/can";
import { ALL, ListPage } from "../../components/ListPage";
import { NoAccess } from "../../components/NoAccess";
import { type PartyDialogState, PartyFormDialog } from "./PartyFormDialog";

const TYPE_FILTER = [
  { value: ALL, label: "All Types" },
  { value: "customer", label: "Customers" },
  { value: "supplier", label: "Suppliers" },
];
const TYPE_COLORS: Record<PartyType, string> = { customer: "blue", supplier: "orange", both: "grape" };

/** Parties: the customers and suppliers vouchers and invoices name. */
export function PartiesPage() {
  return (
    <Can permission="erp.read" fallback={<NoAccess />}>
      <PartiesPageBody />
    </Can>
  );
}

function PartiesPageBody() {
  const trpc = useTRPC();
  const writer = useCan("erp.write");
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

  const filtered = Boolean(debounced) || type !== ALL;
  return (
    <ListPage
      subtitle="The customers and suppliers your vouchers and invoices name"
      add={writer ? { label: "Add Party", onClick: () => setDialog({ party: null }) } : undefined}
      search={{
        label: "Search parties",
        placeholder: "Search parties...",
        value: search,
        onChange: setSearch,
      }}
      filters={[{ "aria-label": "Party type", data: TYPE_FILTER, value: type, onChange: setType, w: 200 }]}
      query={parties}
      noun={["party", "parties"]}
      skeleton={
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Paper key={i} withBorder radius="md" p="md" aria-hidden>
              <Skeleton height={20} width="60%" mb="sm" />
              <Skeleton height={12} mt={8} />
              <Skeleton height={12} mt={8} width="80%" />
            </Paper>
          ))}
        </SimpleGrid>
      }
      empty={{
        icon: <IconAddressBook size={32} stroke={1.5} />,
        title: "No parties found",
        description: filtered
          ? "No party matches the search and type"
          : "Customers and suppliers you add will appear here",
        action: writer && !filtered && (
          <Button onClick={() => setDialog({ party: null })}>Add First Party</Button>
        ),
      }}
      dialogs={<PartyFormDialog state={dialog} onClose={() => setDialog(null)} />}
    >
      {(list) => (
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
    </ListPage>
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
