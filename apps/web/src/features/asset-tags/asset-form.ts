import type { AssetCategory, AssetCondition } from "@atithi/domain";
import type { AssetTag } from "./asset-display";

/** The form's values, named as assetTagInput names them so its messages land on the right fields. */
export interface AssetFormValues {
  tagName: string;
  category: AssetCategory;
  condition: AssetCondition;
  description: string;
  value: string;
  purchaseDate: string;
  vendor: string;
  location: string;
  notes: string;
}

export const NEW_ASSET: AssetFormValues = {
  tagName: "",
  category: "equipment",
  condition: "good",
  description: "",
  value: "",
  purchaseDate: "",
  vendor: "",
  location: "",
  notes: "",
};

export function assetValues(asset: AssetTag): AssetFormValues {
  return {
    tagName: asset.tagName,
    category: asset.category,
    condition: asset.condition,
    description: asset.description ?? "",
    value: asset.value ?? "",
    purchaseDate: asset.purchaseDate ?? "",
    vendor: asset.vendor ?? "",
    location: asset.location ?? "",
    notes: asset.notes ?? "",
  };
}
