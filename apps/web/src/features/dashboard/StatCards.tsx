import { formatInr } from "@atithi/domain";
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconBed, IconChartPie, IconClockDollar, IconCurrencyRupee } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";

type Stats = RouterOutputs["dashboard"]["stats"];

interface Stat {
  label: string;
  value: string;
  note: string;
  color: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

function statsOf(stats: Stats): Stat[] {
  return [
    {
      label: "Occupancy Rate",
      value: `${percent.format(stats.occupancyRate)}%`,
      note: "Rooms sold tonight",
      color: "blue",
      icon: IconChartPie,
    },
    {
      label: "Today's Revenue",
      value: formatInr(stats.todayRevenue),
      note: "Payments received today",
      color: "green",
      icon: IconCurrencyRupee,
    },
    {
      label: "Rooms Available",
      value: String(stats.availableRooms),
      note: `of ${stats.totalRooms} ${stats.totalRooms === 1 ? "room" : "rooms"}`,
      color: "gray",
      icon: IconBed,
    },
    {
      label: "Pending Payments",
      value: formatInr(stats.pendingPayments),
      note: "Still owed on bookings",
      color: "orange",
      icon: IconClockDollar,
    },
  ];
}

const GRID_COLS = { base: 2, lg: 4 };

/** The day's four figures; placeholders while they load, nothing when none came back. */
export function StatCards() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.dashboard.stats.queryOptions());

  if (stats.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading today's figures</VisuallyHidden>
        <SimpleGrid cols={GRID_COLS}>
          {Array.from({ length: 4 }, (_, i) => (
            <Paper key={i} withBorder radius="md" p={{ base: "sm", sm: "md" }} aria-hidden>
              <Skeleton height={14} width="50%" />
              <Skeleton height={28} width="40%" mt="sm" />
              <Skeleton height={12} width="60%" mt="sm" />
            </Paper>
          ))}
        </SimpleGrid>
      </div>
    );
  }

  return (
    <QueryState query={stats} what="today's figures">
      {(data) =>
        data ? (
          <SimpleGrid cols={GRID_COLS} component="section" aria-label="Today's figures">
            {statsOf(data).map((stat) => (
              <Paper key={stat.label} withBorder radius="md" p={{ base: "sm", sm: "md" }}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div>
                    <Text size="sm" c="dimmed" fw={500}>
                      {stat.label}
                    </Text>
                    <Text
                      fz={{ base: "1.125rem", sm: "1.5rem" }}
                      fw={700}
                      lh={1.3}
                      mt={4}
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {stat.value}
                    </Text>
                  </div>
                  <ThemeIcon
                    variant="light"
                    color={stat.color}
                    size="lg"
                    radius="md"
                    aria-hidden
                    visibleFrom="sm"
                  >
                    <stat.icon size={20} stroke={1.6} />
                  </ThemeIcon>
                </Group>
                <Text size="xs" c="dimmed" mt={4}>
                  {stat.note}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        ) : null
      }
    </QueryState>
  );
}
