import type { AssetTag } from "./asset-display";

/** An asset as assetTags.list answers it. */
export function testAsset(over: Partial<AssetTag> = {}): AssetTag {
  return {
    id: "a1",
    tagName: "Diesel generator",
    category: "equipment",
    description: null,
    value: "185000.50",
    purchaseDate: "2026-04-12",
    vendor: null,
    location: "Back yard",
    condition: "good",
    notes: null,
    status: "pending",
    approvedBy: null,
    approvedByName: null,
    approvedAt: null,
    createdBy: "u1",
    createdAt: "2026-11-04T20:00:00.000Z",
    updatedAt: "2026-11-04T20:00:00.000Z",
    ...over,
  };
}
