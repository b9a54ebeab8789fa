import { ActionIcon, Indicator, NavLink, Popover, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTRPC } from "../api/trpc";

/**
 * The header's bell: what waits for the signed-in user's role now (the server decides what each
 * role is told). It stays current as every screen does, refetched when another terminal changes the
 * data (api/live-refresh.ts).
 */
export function NotificationsBell() {
  const trpc = useTRPC();
  const headingId = useId();
  const [opened, setOpened] = useState(false);
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
      <Popover position="bottom-end" width={300} shadow="md" opened={opened} onChange={setOpened}>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            aria-label={name}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-labelledby={headingId}>
          <Text size="xs" fw={600} c="dimmed" px="xs" pb={4} id={headingId}>
            Needs attention
          </Text>
          {isError && data === undefined && (
            <Text size="sm" c="red" px="xs" py={4}>
              Could not load the notifications
            </Text>
          )}
          {data !== undefined && data.items.length === 0 && (
            <Text size="sm" c="dimmed" px="xs" py={4}>
              Nothing needs attention
            </Text>
          )}
          {data?.items.map((item) => (
            <NavLink
              key={item.kind}
              component={Link}
              to={item.link}
              label={item.text}
              onClick={() => setOpened(false)}
              style={{ borderRadius: "var(--mantine-radius-sm)" }}
            />
          ))}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
