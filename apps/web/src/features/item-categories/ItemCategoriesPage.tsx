import { categoryTree, type ItemCategoryRow } from "@atithi/domain";
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text, Tooltip } from "@mantine/core";
import { IconCategory, IconEdit, IconPackage } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTRPC } from "../../api/trpc";
import { Can, useCan } from "../../auth/can";
import { ALL, ListPage } from "../../components/ListPage";
import { NoAccess } from "../../components/NoAccess";
import { type CategoryDialogState, CategoryFormDialog } from "./CategoryFormDialog";

const STATUS_FILTER = [
  { value: ALL, label: "All Categories" },
  { value: "active", label: "Active Only" },
];

const label = (c: Pick<ItemCategoryRow, "categoryCode" | "categoryName">) =>
  `${c.categoryCode} ${c.categoryName}`;

/** Whether a category matches a search by code or name, whatever the case. */
function matches(category: ItemCategoryRow, search: string) {
  const needle = search.trim().toLowerCase();
  return (
    !needle ||
    category.categoryCode.toLowerCase().includes(needle) ||
    category.categoryName.toLowerCase().includes(needle)
  );
}

/** Item Categories: the tree items are filed in. */
export function ItemCategoriesPage() {
  return (
    <Can permission="erp.read" fallback={<NoAccess />}>
      <ItemCategoriesPageBody />
    </Can>
  );
}

function ItemCategoriesPageBody() {
  const trpc = useTRPC();
  const writer = useCan("erp.write");
  const categories = useQuery(trpc.itemCategories.list.queryOptions());
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<string>(ALL);
  const [dialog, setDialog] = useState<CategoryDialogState>(null);
  const filtered = Boolean(search.trim()) || status !== ALL;

  return (
    <ListPage
      subtitle="Group your items in a tree of categories and subcategories"
      actions={
        <Button variant="default" component={Link} to="/erp/items" leftSection={<IconPackage size={16} />}>
          Items
        </Button>
      }
      add={writer ? { label: "Add Category", onClick: () => setDialog({ category: null }) } : undefined}
      search={{
        label: "Search categories",
        placeholder: "Search categories...",
        value: search,
        onChange: setSearch,
      }}
      filters={[
        {
          "aria-label": "Status",
          data: STATUS_FILTER,
          value: status,
          onChange: setStatus,

          w: 180,
        },
      ]}
      query={categories}
      noun={["category", "categories"]}
      skeleton={
        <Paper withBorder radius="md" p="md" aria-hidden>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={16} mt={i ? 16 : 0} width={i % 2 ? "60%" : "80%"} />
          ))}
        </Paper>
      }
      shown={(all) => categoryTree(all.filter((c) => (status === ALL || c.isActive) && matches(c, search)))}
      empty={{
        icon: <IconCategory size={32} stroke={1.5} />,
        title: "No categories found",
        description: filtered
          ? "No category matches the search"
          : "Categories you add will appear here, to file your items under",
        action: writer && !filtered && (
          <Button onClick={() => setDialog({ category: null })}>Add First Category</Button>
        ),
      }}
      dialogs={
        <CategoryFormDialog
          state={dialog}
          categories={categories.data ?? []}
          onClose={() => setDialog(null)}
        />
      }
    >
      {(shown) => (
        <Paper withBorder radius="md" px="md" py={4}>
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Categories">
            {shown.map((category, i) => (
              <CategoryRowView
                key={category.id}
                category={category}
                first={i === 0}
                // A search shows matches flat: their parents may be left out.
                indent={filtered ? 0 : category.level - 1}
                onEdit={writer ? () => setDialog({ category }) : undefined}
              />
            ))}
          </Stack>
        </Paper>
      )}
    </ListPage>
  );
}

function CategoryRowView({
  category,
  first,
  indent,
  onEdit,
}: {
  category: ItemCategoryRow;
  first: boolean;
  indent: number;
  onEdit?: () => void;
}) {
  const name = label(category);
  return (
    <Group
      component="li"
      aria-label={name}
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py={10}
      pl={`calc(${Math.min(indent, 9)} * 1.25rem)`}
      style={first ? undefined : { borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text ff="monospace" size="sm" c="dimmed">
            {category.categoryCode}
          </Text>
          <Text fw={category.level === 1 ? 700 : 500} style={{ overflowWrap: "anywhere" }}>
            {category.categoryName}
          </Text>
          <Badge size="sm" variant="light" color={category.isActive ? "green" : "gray"}>
            {category.isActive ? "Active" : "Inactive"}
          </Badge>
          <Badge size="sm" variant="outline" color="gray">
            {category.itemCount === 1 ? "1 item" : `${category.itemCount} items`}
          </Badge>
        </Group>
        {category.description && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {category.description}
          </Text>
        )}
      </Stack>
      {onEdit && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
