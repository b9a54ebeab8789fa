import { BOOKING_STATUSES, type BookingStatus } from "@atithi/domain";
import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { DateField } from "../../components/DateFields";
import { humanize } from "./booking-display";

export interface BookingFilterValues {
  search: string;
  status: BookingStatus | null;
  from: string;
  to: string;
}

export const NO_FILTERS: BookingFilterValues = { search: "", status: null, from: "", to: "" };

const STATUS_OPTIONS = BOOKING_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

interface BookingFiltersProps {
  value: BookingFilterValues;
  onChange: (value: BookingFilterValues) => void;
}

/** The filters bookings.list understands: text, status, and stays overlapping a date range. */
export function BookingFilters({ value, onChange }: BookingFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <TextInput
        label="Search"
        placeholder="Name or room"
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        clearable
        data={STATUS_OPTIONS}
        value={value.status}
        onChange={(status) => onChange({ ...value, status: status as BookingStatus | null })}
      />
      <DateField
        label="Stays from"
        clearable
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateField
        label="Stays until"
        clearable
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
      />
    </SimpleGrid>
  );
}
