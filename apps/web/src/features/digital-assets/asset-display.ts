import {
  CONFIDENTIALITY_LABELS,
  CONFIDENTIALITY_LEVELS,
  DIGITAL_ASSET_STATUSES,
  FILE_TYPE_LABELS,
  FILE_TYPES,
} from "@atithi/domain";

const UNITS = ["KB", "MB", "GB"] as const;

/** Bytes as people read them, in binary units like the 50 MB limit: "512 B", "1.5 KB", "12.3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, "");
  return `${rounded} ${UNITS[unit]}`;
}

export const FILE_TYPE_OPTIONS = FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] }));
export const CONFIDENTIALITY_OPTIONS = CONFIDENTIALITY_LEVELS.map((value) => ({
  value,
  label: CONFIDENTIALITY_LABELS[value],
}));
export const TYPE_FILTER_OPTIONS = [{ value: "all", label: "All types" }, ...FILE_TYPE_OPTIONS];
export const STATUS_FILTER_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...DIGITAL_ASSET_STATUSES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) })),
];

export const CONFIDENTIALITY_COLORS = {
  public: "green",
  internal: "blue",
  confidential: "orange",
  restricted: "red",
} as const;
