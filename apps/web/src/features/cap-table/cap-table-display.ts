import { formatInr } from "@atithi/domain";

const wholeNumber = new Intl.NumberFormat("en-IN");

/** A count of shares, Indian grouping ("2,50,000"). */
export const formatShares = (shares: number | string) => wholeNumber.format(BigInt(shares));

/** An amount or a dash when there is none. */
export const inrOrDash = (amount: string | null | undefined) => (amount ? formatInr(amount) : "—");

/** A multiple on invested capital ("4.0000" → "4.00x"); a dash for shares given for no money. */
export const formatMultiple = (multiple: string | null) =>
  multiple === null ? "—" : `${Number(multiple).toFixed(2)}x`;

/** An IRR as a yearly percentage ("0.253100" → "25.31%"); a dash when it has none. */
export const formatIrr = (irr: string | null) => (irr === null ? "—" : `${(Number(irr) * 100).toFixed(2)}%`);

export const EXIT_TYPE_LABELS: Record<string, string> = {
  acquisition: "Acquisition",
  ipo: "IPO",
  liquidation: "Liquidation",
  merger: "Merger",
};
