import { categoryTree, type ItemCategoryRow } from "@atithi/domain";
import type { ComboboxItem, ComboboxLikeRenderOptionInput } from "@mantine/core";

export const categoryLabel = (c: Pick<ItemCategoryRow, "categoryCode" | "categoryName">) =>
  `${c.categoryCode} ${c.categoryName}`;

/**
 * A category picker's options: the tree in order, each option indented by its level in the list
 * (the chosen one shows plain in the field).
 */
export function categorySelectProps(categories: readonly ItemCategoryRow[]) {
  const ordered = categoryTree(categories);
  const levels = new Map(ordered.map((c) => [c.id, c.level]));
  return {
    data: ordered.map((c) => ({ value: c.id, label: categoryLabel(c) })),
    renderOption: ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => (
      <span style={{ paddingLeft: `calc(${Math.min((levels.get(option.value) ?? 1) - 1, 9)} * 1rem)` }}>
        {option.label}
      </span>
    ),
  };
}
