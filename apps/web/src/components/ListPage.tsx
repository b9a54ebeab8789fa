import {
  Button,
  type ComboboxData,
  EmptyState,
  Group,
  Select,
  type SelectProps,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "./QueryState";

/** The value of a filter's "all" option: no filter. */
export const ALL = "all";

/** A filter beside the search: a select that always has a value (`ALL` when nothing is chosen). */
export interface ListFilter extends Omit<SelectProps, "value" | "onChange" | "data"> {
  "aria-label": string;
  data: ComboboxData;
  value: string;
  onChange: (value: string) => void;
}

interface ListPageProps<T> {
  /** The line under the page's title. */
  subtitle: string;
  /** Buttons before the add button (links to related pages). */
  actions?: ReactNode;
  /** The add button, for those who may write: its label and what it opens. */
  add?: { label: string; onClick: () => void };
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  filters: ListFilter[];
  query: UseQueryResult<T[], unknown>;
  /** One and many of what is listed ("party", "parties"): the count, the loading and error messages. */
  noun: [one: string, many: string];
  /** The shapes shown while the list loads. */
  skeleton: ReactNode;
  /** What is shown of the list read (a filter applied here rather than by the server). */
  shown?: (all: T[]) => T[];
  empty: { icon: ReactNode; title: string; description: string; action?: ReactNode };
  gap?: "sm" | "md";
  /** The list itself, when it is not empty. */
  children: (shown: T[], all: T[]) => ReactNode;
  /** The dialogs the page opens. */
  dialogs?: ReactNode;
}

/**
 * A list page of the ERP screens: subtitle and add button, a search and filters, then a count and
 * the list, a skeleton while it loads, and an empty state when nothing is there or matches.
 */
export function ListPage<T>({
  subtitle,
  actions,
  add,
  search,
  filters,
  query,
  noun: [one, many],
  skeleton,
  shown = (all) => all,
  empty,
  gap = "sm",
  children,
  dialogs,
}: ListPageProps<T>) {
  const addButton = add && (
    <Button leftSection={<IconPlus size={16} />} onClick={add.onClick}>
      {add.label}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text c="dimmed">{subtitle}</Text>
        {actions ? (
          <Group gap="sm">
            {actions}
            {addButton}
          </Group>
        ) : (
          addButton
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label={search.label}
          placeholder={search.placeholder}
          leftSection={<IconSearch size={16} />}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: "1 1 240px" }}
          maw={420}
        />
        {filters.map(({ onChange, ...filter }) => (
          <Select
            key={filter["aria-label"]}
            {...filter}
            onChange={(value) => onChange(value ?? ALL)}
            allowDeselect={false}
          />
        ))}
      </Group>
      {query.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading {many}</VisuallyHidden>
          {skeleton}
        </div>
      ) : (
        <QueryState query={query} what={many}>
          {(all) => {
            const list = shown(all);
            return (
              <Stack gap={gap}>
                <Text size="sm" c="dimmed" role="status">
                  {list.length === 1 ? `1 ${one}` : `${list.length} ${many}`}
                </Text>
                {list.length === 0 ? (
                  <EmptyState
                    icon={empty.icon}
                    withIndicatorBackground
                    title={empty.title}
                    description={empty.description}
                    py="xl"
                  >
                    {empty.action}
                  </EmptyState>
                ) : (
                  children(list, all)
                )}
              </Stack>
            );
          }}
        </QueryState>
      )}
      {dialogs}
    </Stack>
  );
}
