import type { CalendarDay } from "@atithi/domain";
import { ActionIcon, Group, Loader, Modal, Paper, Table, Text, Title, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { memo, useCallback, useId, useMemo, useState } from "react";
import { formatDateInWords } from "../../lib/dates";
import { useLastDefined } from "../../lib/use-last-defined";
import { useRevealed } from "../../lib/use-revealed";
import { usePropertyToday } from "../rooms/use-property-today";
import classes from "./AvailabilityCalendar.module.css";
import { useCalendarAvailability } from "./calendar-queries";
import { DayRevenuePanel } from "./DayRevenuePanel";
import {
  type DayBadges,
  dayBadges,
  dayLabel,
  monthOf,
  monthRange,
  monthTitle,
  monthWeeks,
  shiftMonth,
  WEEKDAYS,
} from "./month-grid";

const BADGES: { key: keyof DayBadges; letter: string; label: string; color: string }[] = [
  { key: "available", letter: "A", label: "available", color: "gray" },
  { key: "booked", letter: "B", label: "booked", color: "blue" },
  { key: "occupied", letter: "O", label: "occupied", color: "green" },
  { key: "other", letter: "M", label: "other", color: "orange" },
];

const NO_DAYS: ReadonlyMap<string, CalendarDay> = new Map();

/**
 * The month's availability, a cell per day with its counts of rooms available (A), booked (B),
 * occupied (O) and other (M: cleaning, maintenance, not available). A day opens its revenue.
 */
export function AvailabilityCalendar() {
  const headingId = useId();
  const today = usePropertyToday();
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState<string | null>(null);
  const shownDate = useLastDefined(selected);
  const query = useCalendarAvailability({ ...monthRange(month), include: "summary" });
  const revealed = useRevealed(query.data !== undefined);
  const days = useMemo(
    () => (revealed && query.data ? new Map(query.data.map((day) => [day.date, day])) : NO_DAYS),
    [revealed, query.data],
  );
  const select = useCallback((date: string) => setSelected(date), []);
  const title = monthTitle(month);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} h="100%">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          Room Availability
        </Title>
        <Group gap={6} wrap="nowrap">
          {query.isFetching && <Loader size="xs" role="status" aria-label="Loading availability" />}
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous month"
            onClick={() => setMonth((m) => shiftMonth(m, -1))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text fw={600} miw="8.5rem" ta="center" aria-live="polite" style={{ whiteSpace: "nowrap" }}>
            {title}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next month"
            onClick={() => setMonth((m) => shiftMonth(m, 1))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>

      <MonthTable month={month} title={title} days={days} today={today} onSelect={select} />

      <Group gap="sm" mt="sm" component="ul" className={classes.legend} aria-label="Legend">
        {BADGES.map((badge) => (
          <Group key={badge.key} gap={4} component="li" wrap="nowrap">
            <span className={classes.badge} data-color={badge.color}>
              {badge.letter}
            </span>
            <Text size="xs" c="dimmed">
              {badge.key === "other" ? "other (cleaning, maintenance, not available)" : badge.label}
            </Text>
          </Group>
        ))}
      </Group>

      <Modal
        opened={selected !== null}
        onClose={() => setSelected(null)}
        title={shownDate ? `Revenue for ${formatDateInWords(shownDate)}` : "Revenue"}
        size="56rem"
        closeButtonProps={{ "aria-label": "Close dialog" }}
      >
        {shownDate && <DayRevenuePanel date={shownDate} />}
      </Modal>
    </Paper>
  );
}

interface MonthTableProps {
  month: string;
  title: string;
  days: ReadonlyMap<string, CalendarDay>;
  today: string;
  onSelect: (date: string) => void;
}

const MonthTable = memo(function MonthTable({ month, title, days, today, onSelect }: MonthTableProps) {
  return (
    <Table layout="fixed" withTableBorder withColumnBorders className={classes.grid} aria-label={title}>
      <Table.Thead>
        <Table.Tr>
          {WEEKDAYS.map((weekday) => (
            <Table.Th key={weekday} ta="center" className={classes.weekday}>
              {weekday}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {monthWeeks(month).map((week) => (
          <Table.Tr key={week.find(Boolean)}>
            {week.map((date, i) =>
              date ? (
                <Table.Td key={date} className={classes.cell}>
                  <DayCell
                    date={date}
                    day={days.get(date)}
                    isToday={date === today}
                    onSelect={() => onSelect(date)}
                  />
                </Table.Td>
              ) : (
                <Table.Td key={i} className={classes.empty} />
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
});

interface DayCellProps {
  date: string;
  day: CalendarDay | undefined;
  isToday: boolean;
  onSelect: () => void;
}

function DayCell({ date, day, isToday, onSelect }: DayCellProps) {
  const badges = day && dayBadges(day.counts);
  // Plain spans rather than a Badge each: a month is 124 of them, drawn on a phone's first screen.
  const label = badges
    ? `${dayLabel(date)}: ${BADGES.map((b) => `${badges[b.key]} ${b.label}`).join(", ")}`
    : dayLabel(date);
  return (
    <UnstyledButton
      className={classes.day}
      onClick={onSelect}
      aria-label={label}
      aria-current={isToday ? "date" : undefined}
      aria-haspopup="dialog"
      data-today={isToday || undefined}
    >
      <span className={classes.dayNumber}>{Number(date.slice(8))}</span>
      {badges && (
        <span className={classes.badges}>
          {BADGES.map((b) => (
            <span key={b.key} className={classes.badge} data-color={b.color}>
              {`${b.letter} ${badges[b.key]}`}
            </span>
          ))}
        </span>
      )}
    </UnstyledButton>
  );
}
