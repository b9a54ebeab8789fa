import { financialYear, formatInr } from "@atithi/domain";
import {
  Badge,
  Group,
  NavLink,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconBox,
  IconChartBar,
  IconChevronRight,
  IconCurrencyRupee,
  IconFileCheck,
  IconReceipt2,
  IconTrendingUp,
  IconUserDollar,
  IconUsers,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ComponentType, useId } from "react";
import { type RouterOutputs, useTRPC } from "../../api/trpc";
import { QueryState } from "../../components/QueryState";
import { formatDisplayDate } from "../../lib/dates";
import { ErpAccess } from "../erp-reports/ReportFrame";
import { ClosingTheBooks } from "./ClosingTheBooks";
import { ERP_LINK_GROUPS, REPORT_COUNT } from "./erp-links";

type Stats = RouterOutputs["erpDashboard"]["stats"];

interface Card {
  label: string;
  value: string;
  note: string;
  /** The real change against the same days of last year, in percent; null: nothing to compare. */
  change?: string | null;
  /** Whether a rise is good news (revenue, profit) or not (expenses). */
  riseIsGood?: boolean;
  color: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

function cardsOf(stats: Stats): Card[] {
  return [
    {
      label: "Total Revenue",
      value: formatInr(stats.totalRevenue),
      note: "This financial year",
      change: stats.change.totalRevenue,
      riseIsGood: true,
      color: "green",
      icon: IconCurrencyRupee,
    },
    {
      label: "Total Expenses",
      value: formatInr(stats.totalExpenses),
      note: "Including cost of goods sold",
      change: stats.change.totalExpenses,
      riseIsGood: false,
      color: "red",
      icon: IconReceipt2,
    },
    {
      label: "Net Profit",
      value: formatInr(stats.netProfit),
      note: "Revenue less expenses",
      change: stats.change.netProfit,
      riseIsGood: true,
      color: "blue",
      icon: IconTrendingUp,
    },
    {
      label: "Active Investors",
      value: String(stats.activeInvestors),
      note: "Investors on record",
      color: "violet",
      icon: IconUserDollar,
    },
    {
      label: "Inventory Items",
      value: String(stats.totalItems),
      note: `${stats.lowStockItems} low on stock`,
      color: stats.lowStockItems > 0 ? "orange" : "teal",
      icon: IconBox,
    },
    {
      label: "Employees",
      value: String(stats.totalEmployees),
      note: "Active employees",
      color: "cyan",
      icon: IconUsers,
    },
    {
      label: "Pending Vouchers",
      value: String(stats.pendingVouchers),
      note: "Awaiting approval",
      color: "yellow",
      icon: IconFileCheck,
    },
    {
      label: "Reports",
      value: String(REPORT_COUNT),
      note: "Financial statements",
      color: "gray",
      icon: IconChartBar,
    },
  ];
}

function ChangeBadge({ change, riseIsGood }: { change: string; riseIsGood: boolean }) {
  const rise = !change.startsWith("-");
  const good = rise === riseIsGood;
  return (
    <Badge variant="light" color={good ? "green" : "red"} size="sm" radius="sm">
      {rise ? "+" : ""}
      {change}% vs last year
    </Badge>
  );
}

const GRID = { base: 2, md: 4 };

function StatCards({ stats }: { stats: Stats }) {
  return (
    <SimpleGrid cols={GRID} component="section" aria-label="ERP figures">
      {cardsOf(stats).map((card) => (
        <Paper
          key={card.label}
          withBorder
          radius="md"
          p={{ base: "sm", sm: "md" }}
          role="group"
          aria-label={card.label}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {card.label}
              </Text>
              <Text
                fz={{ base: "1.125rem", sm: "1.5rem" }}
                fw={700}
                lh={1.3}
                mt={4}
                style={{ overflowWrap: "anywhere" }}
              >
                {card.value}
              </Text>
            </div>
            <ThemeIcon variant="light" color={card.color} size="lg" radius="md" aria-hidden visibleFrom="sm">
              <card.icon size={20} stroke={1.6} />
            </ThemeIcon>
          </Group>
          <Group gap={6} mt={4}>
            <Text size="xs" c="dimmed">
              {card.note}
            </Text>
            {card.change && <ChangeBadge change={card.change} riseIsGood={card.riseIsGood ?? true} />}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Loading() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading the ERP figures</VisuallyHidden>
      <SimpleGrid cols={GRID}>
        {Array.from({ length: 8 }, (_, i) => (
          <Paper key={i} withBorder radius="md" p="md" aria-hidden>
            <Skeleton height={14} width="50%" />
            <Skeleton height={28} width="40%" mt="sm" />
            <Skeleton height={12} width="60%" mt="sm" />
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}

const percent2 = (value: string) => `${Number(value).toFixed(2)}%`;

function Shareholdings() {
  const trpc = useTRPC();
  const headingId = useId();
  const query = useQuery(trpc.erpDashboard.shareholdings.queryOptions());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        Current Shareholdings
      </Title>
      <QueryState query={query} what="the shareholdings">
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed" size="sm">
              No shareholdings recorded yet
            </Text>
          ) : (
            <Stack gap="xs">
              {rows.slice(0, 5).map((s) => (
                <Group key={s.id} justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={500}>{s.investorName}</Text>
                    <Text size="xs" c="dimmed" tt="capitalize">
                      {s.shareClass}
                    </Text>
                  </div>
                  <div style={{ textAlign: "right" }}>
                    <Text fw={600}>{percent2(s.ownershipPercentage)}</Text>
                    <Text size="xs" c="dimmed">
                      {new Intl.NumberFormat("en-IN").format(s.sharesHeld)} shares
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Paper>
  );
}

function Links() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} component="nav" aria-label="ERP areas">
      {ERP_LINK_GROUPS.map((group) => (
        <Paper key={group.area} withBorder radius="md" p="sm">
          <Title order={2} size="h5" px="xs" mb={4}>
            {group.area}
          </Title>
          {group.links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              // Some of these screens are built by other issues (vouchers, parties): the path is
              // checked by the router at run time, not by its types.
              to={link.to as "/erp"}
              label={link.label}
              rightSection={<IconChevronRight size={14} />}
              style={{ borderRadius: "var(--mantine-radius-sm)" }}
            />
          ))}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The ERP dashboard (part 2 §2): the year's figures from the ledger, the counts, shareholdings and links. */
export function ErpDashboardPage() {
  return (
    <ErpAccess>
      <ErpDashboard />
    </ErpAccess>
  );
}

function ErpDashboard() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.erpDashboard.stats.queryOptions());
  return (
    <Stack gap="lg">
      {stats.data && (
        <Text c="dimmed" size="sm">
          Financial year {financialYear(stats.data.period.from)} to date:{" "}
          {formatDisplayDate(stats.data.period.from)} to {formatDisplayDate(stats.data.period.to)}
          {stats.data.previous
            ? `, compared with ${formatDisplayDate(stats.data.previousPeriod.from)} to ${formatDisplayDate(stats.data.previousPeriod.to)}`
            : ""}
        </Text>
      )}
      {stats.isPending ? (
        <Loading />
      ) : (
        <QueryState query={stats} what="the ERP figures">
          {(data) => <StatCards stats={data} />}
        </QueryState>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Shareholdings />
        <ClosingTheBooks />
      </SimpleGrid>
      <Links />
    </Stack>
  );
}
