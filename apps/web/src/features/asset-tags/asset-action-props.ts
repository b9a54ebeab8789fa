import type { AssetTag } from "./asset-display";

/** What a row's actions need: the table and the cards pass them on to AssetActions. */
export interface AssetActionProps {
  /** Whether the signed-in user may approve and reject (administrators). */
  canDecide: boolean;
  /** The asset whose approval or rejection is on its way. */
  decidingId?: string;
  onEdit: (asset: AssetTag) => void;
  onDelete: (asset: AssetTag) => void;
  onApprove: (asset: AssetTag) => void;
  onReject: (asset: AssetTag) => void;
}
