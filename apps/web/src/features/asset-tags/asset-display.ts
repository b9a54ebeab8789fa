import {
  ASSET_CATEGORIES,
  ASSET_CONDITIONS,
  ASSET_STATUSES,
  type AssetCategory,
  type AssetCondition,
  type AssetStatus,
} from "@atithi/domain";
import type { RouterOutputs } from "../../api/trpc";

export type AssetTag = RouterOutputs["assetTags"]["list"][number];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const categoryLabel = (category: AssetCategory) => capitalise(category);
export const conditionLabel = (condition: AssetCondition) => capitalise(condition);
export const statusLabel = (status: AssetStatus) => capitalise(status);

export const STATUS_COLORS: Record<AssetStatus, string> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
};

export const CONDITION_COLORS: Record<AssetCondition, string> = {
  good: "green",
  fair: "blue",
  poor: "orange",
  broken: "red",
};

export const CATEGORY_OPTIONS = ASSET_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));
export const CONDITION_OPTIONS = ASSET_CONDITIONS.map((value) => ({ value, label: conditionLabel(value) }));

export const STATUS_FILTER_OPTIONS = [
  { value: "all", label: "All Statuses" },
  ...ASSET_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
];
export const CATEGORY_FILTER_OPTIONS = [{ value: "all", label: "All Categories" }, ...CATEGORY_OPTIONS];
