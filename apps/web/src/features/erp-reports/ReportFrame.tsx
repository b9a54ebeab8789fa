import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Can } from "../../auth/can";
import { NoAccess } from "../../components/NoAccess";
import { PrintOnly } from "../../components/PrintOnly";

/** Who may read the books: everyone else sees a short refusal (the server refuses them too). */
export function ErpAccess({ children }: { children: ReactNode }) {
  return (
    <Can permission="erp.read" fallback={<NoAccess />}>
      {children}
    </Can>
  );
}

/**
 * A financial statement's page: its date fields, the statement once loaded, a CSV download and a
 * print view (the statement alone on paper, with its title and dates).
 */
export function ReportFrame({
  title,
  period,
  fields,
  onDownload,
  children,
}: {
  title: string;
  /** "As of 23/11/2026", "01/04/2026 to 23/11/2026"; null while the dates are not usable. */
  period: string | null;
  fields: ReactNode;
  onDownload: (() => void) | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-label="Report dates">
        <Group align="flex-end" justify="space-between" gap="md">
          <Group align="flex-end" gap="md">
            {fields}
          </Group>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!onDownload}
              onClick={() => onDownload?.()}
            >
              Download CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              disabled={!onDownload}
              onClick={() => window.print()}
            >
              Print
            </Button>
          </Group>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
        {period && (
          <Text size="sm" c="dimmed" mb="sm">
            {period}
          </Text>
        )}
        {children}
      </Paper>
      {onDownload && period && (
        <PrintOnly>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text mb="md">{period}</Text>
          {children}
        </PrintOnly>
      )}
    </Stack>
  );
}
