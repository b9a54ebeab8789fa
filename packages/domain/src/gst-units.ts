/**
 * GST's code lists that items and invoice lines share: the rate slabs and the units of quantity.
 * Invoices, items and reports import them from here, so each list is written once.
 */

/** The GST rates a supply may carry after the September 2025 reform, in percent (defined with the folio). */
export { GST_RATES, type GstRate } from "./folio";

/**
 * The Unique Quantity Codes (UQC) the GST portal accepts in the HSN summary of GSTR-1 and on
 * e-invoices, with their descriptions. `OTH` is for a unit the list does not have; the list has no
 * unit of time (a service's days or hours are counted as `NOS` or `OTH`).
 */
export const GST_UNITS = [
  { code: "BAG", label: "Bags" },
  { code: "BAL", label: "Bale" },
  { code: "BDL", label: "Bundles" },
  { code: "BKL", label: "Buckles" },
  { code: "BOU", label: "Billion of units" },
  { code: "BOX", label: "Box" },
  { code: "BTL", label: "Bottles" },
  { code: "BUN", label: "Bunches" },
  { code: "CAN", label: "Cans" },
  { code: "CBM", label: "Cubic metres" },
  { code: "CCM", label: "Cubic centimetres" },
  { code: "CMS", label: "Centimetres" },
  { code: "CTN", label: "Cartons" },
  { code: "DOZ", label: "Dozens" },
  { code: "DRM", label: "Drums" },
  { code: "GGK", label: "Great gross" },
  { code: "GMS", label: "Grammes" },
  { code: "GRS", label: "Gross" },
  { code: "GYD", label: "Gross yards" },
  { code: "KGS", label: "Kilograms" },
  { code: "KLR", label: "Kilolitre" },
  { code: "KME", label: "Kilometre" },
  { code: "LTR", label: "Litres" },
  { code: "MLT", label: "Millilitre" },
  { code: "MTR", label: "Metres" },
  { code: "MTS", label: "Metric ton" },
  { code: "NOS", label: "Numbers" },
  { code: "OTH", label: "Others" },
  { code: "PAC", label: "Packs" },
  { code: "PCS", label: "Pieces" },
  { code: "PRS", label: "Pairs" },
  { code: "QTL", label: "Quintal" },
  { code: "ROL", label: "Rolls" },
  { code: "SET", label: "Sets" },
  { code: "SQF", label: "Square feet" },
  { code: "SQM", label: "Square metres" },
  { code: "SQY", label: "Square yards" },
  { code: "TBS", label: "Tablets" },
  { code: "TGM", label: "Ten gross" },
  { code: "THD", label: "Thousands" },
  { code: "TON", label: "Tonnes" },
  { code: "TUB", label: "Tubes" },
  { code: "UGS", label: "US gallons" },
  { code: "UNT", label: "Units" },
  { code: "YDS", label: "Yards" },
] as const;
export type GstUnit = (typeof GST_UNITS)[number]["code"];

export const GST_UNIT_CODES: readonly GstUnit[] = GST_UNITS.map((u) => u.code);
export const DEFAULT_GST_UNIT: GstUnit = "NOS";

export function isGstUnit(value: string): value is GstUnit {
  return (GST_UNIT_CODES as readonly string[]).includes(value);
}

export const GST_UNIT_MESSAGE = "Unit must be one of the GST units of quantity (UQC), such as NOS";

/** The unit a code names, read case-insensitively ("nos", the schema's old default, is NOS); null otherwise. */
export function gstUnitOf(text: string): GstUnit | null {
  const code = text.trim().toUpperCase();
  return isGstUnit(code) ? code : null;
}

/** "NOS – Numbers" */
export function gstUnitLabel(code: string): string {
  const unit = GST_UNITS.find((u) => u.code === code);
  return unit ? `${unit.code} – ${unit.label}` : code;
}
