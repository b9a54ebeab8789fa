import { isIsoDate } from "@atithi/domain";
import type { RouterInputs } from "../../api/trpc";
import type { BookingFilterValues } from "./BookingFilters";

export const PAGE_SIZE = 12;

/** The bookings.list input for the filters; half-typed dates and blank text are left out. */
export function bookingListInput(
  filters: BookingFilterValues,
  page: number,
): RouterInputs["bookings"]["list"] {
  const search = filters.search.trim();
  return {
    page,
    pageSize: PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(isIsoDate(filters.from) ? { from: filters.from } : {}),
    ...(isIsoDate(filters.to) ? { to: filters.to } : {}),
  };
}
