import { fireEvent, screen } from "@testing-library/react";

/** A day's accessible name in Mantine's calendar: "23 November 2026". */
const dayName = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** Opens the range picker labelled `label` and clicks both days; they must be in the month it opens on. */
export async function pickRange(label: RegExp, from: string, to: string) {
  fireEvent.click(screen.getByLabelText(label));
  for (const date of [from, to]) {
    fireEvent.click(await screen.findByRole("button", { name: dayName(date), hidden: true }));
  }
}
