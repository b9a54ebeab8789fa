import type { RowProps } from "./table";

export const rowActions = (row: RowProps) => `edit ${row.id}`;
