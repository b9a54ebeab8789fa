import { Button, Group, Table, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { downloadCsv } from "./download-csv";

export interface Column<T> {
  header: string;
  /** The exact text for the CSV (amounts as the server sent them). */
  csv: (row: T) => string;
  /** What the screen shows; the CSV text when absent. */
  cell?: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A report's rows as a table with a CSV download of the very same rows. */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  fileName,
  footer,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  fileName: string;
  /** A totals line: its CSV text and what the screen shows, column by column. */
  footer?: { csv: string[]; cells: ReactNode[] };
}) {
  const download = () =>
    downloadCsv(
      fileName,
      columns.map((c) => c.header),
      [...rows.map((row) => columns.map((c) => c.csv(row))), ...(footer ? [footer.csv] : [])],
    );
  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{caption}</Text>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} onClick={download}>
          Download CSV
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder verticalSpacing="xs" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} ta={c.numeric ? "right" : undefined}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={i}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.header}
                    ta={c.numeric ? "right" : undefined}
                    style={{ whiteSpace: c.numeric ? "nowrap" : undefined }}
                  >
                    {c.cell ? c.cell(row) : c.csv(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {footer && (
            <Table.Tfoot>
              <Table.Tr>
                {columns.map((c, i) => (
                  <Table.Th key={c.header} ta={c.numeric ? "right" : undefined}>
                    {footer.cells[i]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
