import { Burger, Button, Group, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatDateInWords } from "../lib/dates";

interface TopBarProps {
  title?: string;
  /** The property's calendar date, yyyy-MM-dd. */
  today: string;
  navOpened: boolean;
  onToggleNav: () => void;
  /** The notifications bell (NotificationsBell), which asks the API. */
  bell?: ReactNode;
  /** Shows a "New Booking" button when given. */
  onNewBooking?: () => void;
}

export function TopBar({
  title = "Dashboard",
  today,
  navOpened,
  onToggleNav,
  bell,
  onNewBooking,
}: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? "Close navigation" : "Open navigation"}
        />
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: "1.125rem", sm: "1.375rem" }} lh={1.2} lineClamp={1}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateInWords(today)}
          </Text>
        </div>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {bell}
        {onNewBooking && (
          <Button leftSection={<IconPlus size={16} />} onClick={onNewBooking}>
            New Booking
          </Button>
        )}
      </Group>
    </Group>
  );
}
