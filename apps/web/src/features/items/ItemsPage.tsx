import type { ItemType } from "@atithi/domain";
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCategory, IconEdit, IconPackage } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { Can, useCan } from "../../auth/can";
import { ALL, ListPage } from "../../components/ListPage";
import { NoAccess } from "../../components/NoAccess";
import { categorySelectProps } from "../item-categories/category-options";
import { type ItemDialogState, ItemFormDialog } from "./ItemFormDialog";
import { codeKind, ITEM_TYPE_COLORS, type Item, priceText, stockText, typeLabel } from "./item-display";

const TYPE_FILTER = [
  { value: ALL, label: "All Types" },
  { value: "goods", label: "Goods" },
  { value: "service", label: "Services" },
];
const STATUS_FILTER = [
  { value: ALL, label: "All Items" },
  { value: "active", label: "Active Only" },
];

/** Items: the goods and services the hotel buys and sells, with their GST codes and accounts. */
export function ItemsPage() {
  return (
    <Can permission="erp.read" fallback={<NoAccess />}>
      <ItemsPageBody />
    </Can>
  );
}

function ItemsPageBody() {
  const trpc = useTRPC();
  const writer = useCan("erp.write");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [categoryId, setCategoryId] = useState<string>(ALL);
  const [type, setType] = useState<string>(ALL);
  const [status, setStatus] = useState<string>(ALL);
  const [dialog, setDialog] = useState<ItemDialogState>(null);
  const categories = useQuery(trpc.itemCategories.list.queryOptions());
  const categoryPicker = categorySelectProps(categories.data ?? []);
  const filtered = Boolean(debounced) || categoryId !== ALL || type !== ALL || status !== ALL;
  const items = useQuery(
    trpc.items.list.queryOptions(
      {
        ...(debounced ? { search: debounced } : {}),
        ...(categoryId !== ALL ? { categoryId } : {}),
        ...(type !== ALL ? { itemType: type as ItemType } : {}),
        ...(status !== ALL ? { activeOnly: true } : {}),
      },
      { placeholderData: keepPreviousData },
    ),
  );

  return (
    <ListPage
      subtitle="The goods and services you buy and sell, with their GST codes and accounts"
      actions={
        <Button
          variant="default"
          component={Link}
          to="/erp/categories"
          leftSection={<IconCategory size={16} />}
        >
          Categories
        </Button>
      }
      add={writer ? { label: "Add Item", onClick: () => setDialog({ item: null }) } : undefined}
      search={{
        label: "Search items",
        placeholder: "Search items by code or name...",
        value: search,
        onChange: setSearch,
      }}
      filters={[
        {
          "aria-label": "Category",
          data: [{ value: ALL, label: "All Categories" }, ...categoryPicker.data],
          renderOption: categoryPicker.renderOption,
          value: categoryId,
          onChange: setCategoryId,

          searchable: true,
          w: 220,
        },
        { "aria-label": "Item type", data: TYPE_FILTER, value: type, onChange: setType, w: 150 },
        {
          "aria-label": "Status",
          data: STATUS_FILTER,
          value: status,
          onChange: setStatus,

          w: 150,
        },
      ]}
      query={items}
      noun={["item", "items"]}
      skeleton={
        <Paper withBorder radius="md" p="md" aria-hidden>
          <Skeleton height={18} width="40%" mb="md" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={14} mt={14} width={i % 2 ? "75%" : "90%"} />
          ))}
        </Paper>
      }
      empty={{
        icon: <IconPackage size={32} stroke={1.5} />,
        title: "No items found",
        description: filtered
          ? "No item matches the search and filters"
          : "Goods and services you add will appear here",
        action: writer && !filtered && (
          <Button onClick={() => setDialog({ item: null })}>Add First Item</Button>
        ),
      }}
      dialogs={<ItemFormDialog state={dialog} onClose={() => setDialog(null)} />}
    >
      {(list) => (
        <>
          <Box visibleFrom="md">
            <ItemTable items={list} onEdit={writer ? (item) => setDialog({ item }) : undefined} />
          </Box>
          <Box hiddenFrom="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {list.map((item) => (
                <ItemCard key={item.id} item={item} onEdit={writer ? () => setDialog({ item }) : undefined} />
              ))}
            </SimpleGrid>
          </Box>
        </>
      )}
    </ListPage>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge size="sm" variant="light" color={active ? "green" : "gray"} style={{ minWidth: "max-content" }}>
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}

function EditButton({ item, onEdit }: { item: Item; onEdit: () => void }) {
  return (
    <Tooltip label="Edit">
      <ActionIcon variant="subtle" aria-label={`Edit ${item.itemName}`} onClick={onEdit}>
        <IconEdit size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function ItemTable({ items, onEdit }: { items: Item[]; onEdit?: (item: Item) => void }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th style={{ whiteSpace: "nowrap" }}>HSN / SAC</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th ta="right">GST</Table.Th>
            <Table.Th ta="right">Purchase</Table.Th>
            <Table.Th ta="right">Selling</Table.Th>
            <Table.Th>Status</Table.Th>
            {onEdit && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} aria-label={item.itemName}>
              <Table.Td ff="monospace" style={{ whiteSpace: "nowrap" }}>
                {item.itemCode}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                  {item.itemName}
                </Text>
                {item.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {item.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.categoryName ?? "—"}</Table.Td>
              <Table.Td>
                <Badge
                  size="sm"
                  variant="light"
                  color={ITEM_TYPE_COLORS[item.itemType]}
                  style={{ minWidth: "max-content" }}
                >
                  {typeLabel(item.itemType)}
                </Badge>
              </Table.Td>
              <Table.Td ff="monospace">{item.hsnCode ?? "—"}</Table.Td>
              <Table.Td>{item.unit}</Table.Td>
              <Table.Td ta="right">{item.taxRate}%</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {priceText(item.purchasePrice)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {priceText(item.sellingPrice)}
              </Table.Td>
              <Table.Td>
                <StatusBadge active={item.isActive} />
              </Table.Td>
              {onEdit && (
                <Table.Td>
                  <EditButton item={item} onEdit={() => onEdit(item)} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The phone's list: one card per item. */
function ItemCard({ item, onEdit }: { item: Item; onEdit?: () => void }) {
  const stock = stockText(item);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={item.itemName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {item.itemName}
          </Text>
          <Text size="sm" c="dimmed" ff="monospace">
            {item.itemCode}
          </Text>
        </Stack>
        {onEdit && <EditButton item={item} onEdit={onEdit} />}
      </Group>
      <Group gap={6} mt="xs" wrap="wrap">
        <Badge size="sm" variant="light" color={ITEM_TYPE_COLORS[item.itemType]}>
          {typeLabel(item.itemType)}
        </Badge>
        <Badge size="sm" variant="outline" color="gray">
          GST {item.taxRate}%
        </Badge>
        <StatusBadge active={item.isActive} />
      </Group>
      <Stack gap={2} mt="xs">
        {item.categoryName && <Text size="sm">{item.categoryName}</Text>}
        <Text size="sm" c="dimmed">
          {item.hsnCode ? `${codeKind(item.itemType)} ${item.hsnCode} · ` : ""}
          {item.unit}
        </Text>
        <Text size="sm">
          Purchase {priceText(item.purchasePrice)} · Selling {priceText(item.sellingPrice)}
        </Text>
        {stock && (
          <Text size="sm" c="dimmed">
            {stock}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
