import type { GstSlab } from "./gst";

/** The slabs a property starts with (packages/db DEFAULT_GST_SLABS), for tests. */
export const DEFAULT_SLABS: GstSlab[] = [
  { effectiveFrom: "2019-10-01", maxNightValue: "1000.00", rate: "0.00" },
  { effectiveFrom: "2019-10-01", maxNightValue: "7500.00", rate: "12.00" },
  { effectiveFrom: "2019-10-01", maxNightValue: null, rate: "18.00" },
  { effectiveFrom: "2025-09-22", maxNightValue: "7500.00", rate: "5.00" },
  { effectiveFrom: "2025-09-22", maxNightValue: null, rate: "18.00" },
];
