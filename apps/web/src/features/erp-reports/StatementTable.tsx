import { formatInr } from "@atithi/domain";
import { Table } from "@mantine/core";
import type { StatementRow } from "./statement-rows";

/** A statement's lines: section headings, accounts, section totals and the result lines. */
export function StatementTable({ caption, rows }: { caption: string; rows: readonly StatementRow[] }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table withTableBorder verticalSpacing="xs" horizontalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>Code</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => {
            if (row.kind === "heading") {
              return (
                <Table.Tr key={i} bg="var(--mantine-color-gray-0)">
                  <Table.Th colSpan={3} scope="colgroup">
                    {row.label}
                  </Table.Th>
                </Table.Tr>
              );
            }
            const strong = row.kind !== "account";
            return (
              <Table.Tr key={i} fw={strong ? 700 : undefined}>
                <Table.Td>{row.code}</Table.Td>
                <Table.Td
                  pl={row.kind === "account" ? "lg" : undefined}
                  fz={row.kind === "grand-total" ? "md" : undefined}
                >
                  {row.label}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {formatInr(row.amount)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
