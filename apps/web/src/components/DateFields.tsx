import { MAX_DATE, MIN_DATE } from "@atithi/domain";
import { Box } from "@mantine/core";
import { DateInput, type DateInputProps, DatePickerInput, type DatePickerInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { usePropertyToday } from "../features/rooms/use-property-today";
import {
  DATE_FORMAT,
  fromPickerDate,
  fromPickerRange,
  nightsLabel,
  parseTypedDate,
  toPickerDate,
  toPickerRange,
} from "../lib/date-fields";
import classes from "./DateFields.module.css";

/** The calendar's arrows are bare icons; these name them. Its headings are named by their own text. */
const ARIA_LABELS = {
  previousMonth: "Previous month",
  nextMonth: "Next month",
  previousYear: "Previous year",
  nextYear: "Next year",
  previousDecade: "Previous decade",
  nextDecade: "Next decade",
};

/** What every date field shares: dd/MM/yyyy, the dates the API accepts, and the property's today. */
function usePickerSettings() {
  const today = usePropertyToday();
  return {
    valueFormat: DATE_FORMAT,
    minDate: MIN_DATE,
    maxDate: MAX_DATE,
    defaultDate: today,
    // Mantine's own highlightToday marks the browser's today, which near midnight is not the property's.
    getDayProps: (date: string) => ({ "data-property-today": date === today || undefined }),
    classNames: { day: classes.day },
    ariaLabels: ARIA_LABELS,
    // Other months' days: faded as Mantine fades them they fail contrast, unfaded they pass for this month's.
    hideOutsideDates: true,
    leftSection: <IconCalendar size={16} aria-hidden />,
  };
}

type DateFieldProps = Omit<DateInputProps, "value" | "onChange"> & {
  /** yyyy-MM-dd, or "" (or left out, as `form.getInputProps` may type it) for none. */
  value?: string;
  onChange: (date: string) => void;
};

/** A date typed as dd/MM/yyyy (or 23-11-2026, 23.11.2026, 2026-11-23) or picked from a calendar. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...usePickerSettings()}
      dateParser={parseTypedDate}
      placeholder="dd/mm/yyyy"
      // Emptying the text empties the field, so what is shown is what is sent.
      allowDeselect
      {...props}
      value={toPickerDate(value ?? "")}
      onChange={(date) => onChange(fromPickerDate(date))}
    />
  );
}

/** What `form.getInputProps` gives for one end of a range. */
interface DateInputBinding {
  value?: string;
  onChange: (date: string) => void;
  error?: ReactNode;
}

type DateRangeFieldProps = Omit<DatePickerInputProps<"range">, "type" | "value" | "onChange" | "error"> & {
  from: DateInputBinding;
  to: DateInputBinding;
};

/** Two dates picked as one range (a stay, a season), each end bound to its own form field and error. */
export function DateRangeField({ from, to, ...props }: DateRangeFieldProps) {
  const errors = [from.error, to.error].filter(Boolean);
  // The calendar's popup is labelled by its button; Mantine's own link points at an id the button lacks.
  const id = useId();
  return (
    <DatePickerInput
      type="range"
      id={id}
      popoverProps={{ id }}
      {...usePickerSettings()}
      inputWrapperOrder={["label", "input", "description", "error"]}
      error={
        errors.length > 0 &&
        errors.map((error) => (
          <Box component="span" display="block" key={String(error)}>
            {error}
          </Box>
        ))
      }
      {...props}
      value={toPickerRange(from.value ?? "", to.value ?? "")}
      onChange={(range) => {
        const picked = fromPickerRange(range);
        from.onChange(picked.from);
        to.onChange(picked.to);
      }}
    />
  );
}

type StayDatesFieldProps = Omit<DateRangeFieldProps, "from" | "to"> & {
  checkIn: DateInputBinding;
  checkOut: DateInputBinding;
};

/** Check-in and check-out picked as one range, with the nights it makes shown under it. */
export function StayDatesField({ checkIn, checkOut, ...props }: StayDatesFieldProps) {
  return (
    <DateRangeField
      description={nightsLabel(checkIn.value ?? "", checkOut.value ?? "")}
      {...props}
      from={checkIn}
      to={checkOut}
    />
  );
}
