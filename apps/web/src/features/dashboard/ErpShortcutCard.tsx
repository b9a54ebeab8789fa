import { NavLink, Paper, Stack, Text, Title } from "@mantine/core";
import {
  IconBuildingBank,
  IconChevronRight,
  IconFileInvoice,
  IconListDetails,
  IconUserDollar,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useCan } from "../../auth/can";

const SHORTCUTS = [
  { label: "Chart of Accounts", to: "/erp/chart-of-accounts", icon: IconListDetails },
  { label: "Invoices", to: "/erp/invoices", icon: IconFileInvoice },
  { label: "Investors", to: "/erp/investors", icon: IconUserDollar },
  { label: "ERP Dashboard", to: "/erp", icon: IconBuildingBank },
] as const;

/** Links into the accounts; shown only to staff who may open them. */
export function ErpShortcutCard() {
  const headingId = useId();
  if (!useCan("erp.read")) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        ERP &amp; Accounts
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Books, invoices and investors
      </Text>
      <Stack gap={4}>
        {SHORTCUTS.map(({ label, to, icon: Icon }) => (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            leftSection={<Icon size={18} stroke={1.6} />}
            rightSection={<IconChevronRight size={16} />}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        ))}
      </Stack>
    </Paper>
  );
}
