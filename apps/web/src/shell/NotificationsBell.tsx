import { ActionIcon, Indicator, Menu, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../api/trpc";

/**
 * The header's bell: what waits for the signed-in user's role now (the server decides what each
 * role is told). It stays current as every screen does, refetched when another terminal changes the
 * data (api/live-refresh.ts).
 */
export function NotificationsBell() {
  const trpc = useTRPC();
  const { data, isError } = useQuery(trpc.notifications.list.queryOptions());
  const total = data?.total ?? 0;
  const name =
    data === undefined
      ? "Notifications"
      : total === 0
        ? "Notifications: nothing needs attention"
        : `Notifications: ${total} ${total === 1 ? "needs" : "need"} attention`;

  return (
    <Indicator label={total > 99 ? "99+" : total} size={16} offset={4} color="red" disabled={total === 0}>
      <Menu position="bottom-end" width={300} shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" radius="md" aria-label={name}>
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Needs attention</Menu.Label>
          {isError && data === undefined && (
            <Text size="sm" c="red" px="sm" py="xs">
              Could not load the notifications
            </Text>
          )}
          {data !== undefined && data.items.length === 0 && (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              Nothing needs attention
            </Text>
          )}
          {data?.items.map((item) => (
            <Menu.Item key={item.kind} component={Link} to={item.link}>
              {item.text}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
