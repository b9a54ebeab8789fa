import { Modal } from "@mantine/core";
import { useLastDefined } from "../../lib/use-last-defined";
import type { Booking } from "./booking-display";
import { CheckInPanel } from "./CheckInPanel";
import { CheckOutPanel } from "./CheckOutPanel";
import type { StayAction } from "./StayActionButton";

/** 'payment' is the check-out panel without the checkout: taking money from a guest not leaving yet. */
export type StayDialogAction = StayAction | "payment";
export type StayDialogState = { action: StayDialogAction; booking: Booking } | null;

const TITLES: Record<StayDialogAction, string> = {
  "check-in": "Check In Guest",
  "check-out": "Check Out Guest",
  payment: "Record Payment",
};

/** Check-in, check-out or a payment for one booking; `null` when closed. */
export function CheckInOutDialog({ stay, onClose }: { stay: StayDialogState; onClose: () => void }) {
  const shown = useLastDefined(stay);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={stay !== null}
      onClose={onClose}
      title={shown ? TITLES[shown.action] : ""}
      size="lg"
    >
      {shown?.action === "check-in" && <CheckInPanel booking={shown.booking} onDone={onClose} />}
      {shown && shown.action !== "check-in" && (
        <CheckOutPanel booking={shown.booking} canCheckOut={shown.action === "check-out"} onDone={onClose} />
      )}
    </Modal>
  );
}
