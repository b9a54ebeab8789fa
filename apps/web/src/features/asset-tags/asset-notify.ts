import { errorMessage, isUnauthorized } from "../../api/errors";
import { notifyError, notifySuccess } from "../../lib/notify";

type AssetAction = "create" | "update" | "delete" | "approve" | "reject";

/** Part 2 §8's toasts, word for word; the reject pair follows the approve pair. */
const SUCCESS: Record<AssetAction, string> = {
  create: "Asset created and pending approval",
  update: "Asset updated",
  delete: "Asset deleted",
  approve: "Asset approved by super admin",
  reject: "Asset rejected by super admin",
};

const FAILURE: Record<AssetAction, string> = {
  create: "Failed to create asset tag. Please try again.",
  update: "Failed to update asset tag. Please try again.",
  delete: "Failed to delete asset tag. Please try again.",
  approve: "Failed to approve asset tag. Only super admin can approve.",
  reject: "Failed to reject asset tag. Only super admin can reject.",
};

export function notifyAssetSuccess(action: AssetAction) {
  notifySuccess(SUCCESS[action]);
}

/** The spec's failure text as the title, the server's reason beneath it. */
export function notifyAssetFailure(action: AssetAction, error: unknown) {
  if (isUnauthorized(error)) return;
  notifyError(FAILURE[action], errorMessage(error, "The server did not answer"));
}
