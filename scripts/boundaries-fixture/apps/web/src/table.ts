// Forbidden (no-circular): the table and its row actions import each other.
import { rowActions } from "./row-actions";

export interface RowProps {
  id: string;
}

export const table = (rows: RowProps[]) => rows.map(rowActions);
