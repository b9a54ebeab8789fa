import { nameInitials, ROLE_LABELS, type Role } from "@atithi/domain";
import { Avatar, Box, CloseButton, Group, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { IconBuildingCottage, IconLogout, IconUserCog } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { activeHref } from "./active-link";
import { visibleNavItems } from "./nav-items";

interface SidebarProps {
  userRole: Role;
  /** The signed-in user's name as the screens show it (userDisplayName). */
  userName: string;
  pathname: string;
  /** Closes the sidebar on small screens, where it covers the page. */
  onClose?: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

export function Sidebar({ userRole, userName, pathname, onClose, onLogout, loggingOut }: SidebarProps) {
  const items = visibleNavItems(userRole);
  const active = activeHref(
    pathname,
    items.map((item) => item.to),
  );

  return (
    <Stack h="100%" gap={0}>
      <Group
        px="md"
        h={64}
        justify="space-between"
        wrap="nowrap"
        style={{ borderBottom: "1px solid var(--app-shell-border-color)", flexShrink: 0 }}
      >
        <Group gap="xs" wrap="nowrap">
          <IconBuildingCottage
            size={26}
            stroke={1.6}
            color="var(--mantine-primary-color-filled)"
            aria-hidden
          />
          <Text fw={700} size="lg">
            Atithi
          </Text>
        </Group>
        {onClose && <CloseButton hiddenFrom="sm" onClick={onClose} aria-label="Close navigation" />}
      </Group>

      {/* Its scrollbar shows whenever the entries are taller than the screen: the last ones are seen to be there. */}
      <ScrollArea type="auto" style={{ flex: 1 }} px="xs" py="sm" component="nav" aria-label="Main">
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            // The router would also mark "/erp" current on "/erp/invoices"; our rule decides instead.
            activeOptions={{ exact: true }}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.6} />}
            active={item.to === active}
            aria-current={item.to === active ? "page" : undefined}
            onClick={onClose}
            variant="filled"
            style={{ borderRadius: "var(--mantine-radius-sm)" }}
          />
        ))}
      </ScrollArea>

      <Box p="sm" style={{ borderTop: "1px solid var(--app-shell-border-color)", flexShrink: 0 }}>
        <Group gap="sm" wrap="nowrap" mb="xs" aria-label="Signed in" role="group">
          <Avatar color="blue" radius="xl" size="md" aria-hidden>
            {nameInitials(userName)}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate title={userName}>
              {userName}
            </Text>
            <Text size="xs" c="dimmed">
              {ROLE_LABELS[userRole]}
            </Text>
          </Box>
        </Group>
        <NavLink
          component={Link}
          to="/account"
          label="My account"
          description="Password, sessions, API tokens"
          leftSection={<IconUserCog size={18} stroke={1.6} />}
          active={pathname === "/account"}
          aria-current={pathname === "/account" ? "page" : undefined}
          onClick={onClose}
          style={{ borderRadius: "var(--mantine-radius-sm)" }}
        />
        <NavLink
          component="button"
          type="button"
          label="Logout"
          leftSection={<IconLogout size={18} stroke={1.6} />}
          onClick={onLogout}
          disabled={loggingOut}
          style={{ borderRadius: "var(--mantine-radius-sm)" }}
        />
      </Box>
    </Stack>
  );
}
