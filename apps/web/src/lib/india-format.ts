const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (yyyy-MM-dd) as India writes it, "dd/MM/yyyy".
 * Works on the text alone, so the browser's time zone cannot shift the day.
 */
export function formatIndianDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** An amount (decimal string or number) rounded to whole rupees with Indian grouping: "₹1,23,457". */
export function formatWholeRupees(amount: string | number): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return wholeRupees.format(Math.round(value));
}
