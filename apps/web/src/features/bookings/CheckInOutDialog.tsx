import { Modal } from "@mantine/core";
import { useLastDefined } from "../../lib/use-last-defined";
import type { Booking } from "./booking-display";
import { CheckInPanel } from "./CheckInPanel";
import { CheckOutPanel } from "./CheckOutPanel";
import type { StayAction } from "./StayActionButton";

/**
 * 'payment' is the check-out panel without the checkout: taking money from a guest not leaving yet;
 * 'folio' is the same panel opened to look at the stay's bill (extras, refunds, the invoice).
 */
export type StayDialogAction = StayAction | "payment" | "folio";
export type StayDialogState = { action: StayDialogAction; booking: Booking } | null;

const TITLES: Record<StayDialogAction, string> = {
  "check-in": "Check In Guest",
  "check-out": "Check Out Guest",
  payment: "Record Payment",
  folio: "Stay Folio",
};

/** Check-in, check-out, a payment or the folio of one booking; `null` when closed. */
export function CheckInOutDialog({ stay, onClose }: { stay: StayDialogState; onClose: () => void }) {
  const shown = useLastDefined(stay);
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={stay !== null}
      onClose={onClose}
      title={shown ? TITLES[shown.action] : ""}
      size={shown?.action === "check-in" ? "lg" : "xl"}
    >
      {shown?.action === "check-in" && <CheckInPanel booking={shown.booking} onDone={onClose} />}
      {shown && shown.action !== "check-in" && (
        <CheckOutPanel
          key={`${shown.action}-${shown.booking.id}`}
          booking={shown.booking}
          canCheckOut={shown.action === "check-out"}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
