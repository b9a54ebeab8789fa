import { ConfirmDialog } from "../../components/ConfirmDialog";
import { useLastDefined } from "../../lib/use-last-defined";
import type { AssetTag } from "./asset-display";

/** Delete and reject cannot be undone, so both are confirmed first. */
export type ConfirmState = { action: "delete" | "reject"; asset: AssetTag } | null;

const COPY = {
  delete: {
    title: "Delete Asset",
    text: (name: string) => `${name} will be removed from the asset register. This cannot be undone.`,
    button: "Delete",
  },
  reject: {
    title: "Reject Asset",
    text: (name: string) => `${name} will be marked rejected. A rejected asset cannot be approved later.`,
    button: "Reject",
  },
};

export function ConfirmAssetModal({
  state,
  pending,
  onConfirm,
  onClose,
}: {
  state: ConfirmState;
  pending: boolean;
  onConfirm: (state: NonNullable<ConfirmState>) => void;
  onClose: () => void;
}) {
  const shown = useLastDefined(state);
  const copy = COPY[shown?.action ?? "delete"];
  return (
    <ConfirmDialog
      opened={state !== null}
      title={copy.title}
      confirmLabel={copy.button}
      pending={pending}
      onConfirm={() => shown && onConfirm(shown)}
      onClose={onClose}
    >
      {copy.text(shown?.asset.tagName ?? "")}
    </ConfirmDialog>
  );
}
