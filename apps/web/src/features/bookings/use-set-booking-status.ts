import type { BookingStatus } from "@atithi/domain";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../api/trpc";
import { notifySuccess } from "../../lib/notify";
import { notifyFailure } from "./notify-failure";
import { useRefreshBookings } from "./use-refresh-bookings";

const MESSAGES = {
  checked_in: { success: "Guest checked in successfully", failure: "Failed to check in guest" },
  checked_out: { success: "Guest checked out successfully", failure: "Failed to check out guest" },
  cancelled: { success: "Booking cancelled successfully", failure: "Failed to cancel booking" },
} as const satisfies Partial<Record<BookingStatus, { success: string; failure: string }>>;

/** Moves a booking to checked_in, checked_out or cancelled, with the toasts of part 1 §8. */
export function useSetBookingStatus(status: keyof typeof MESSAGES, onDone: () => void) {
  const trpc = useTRPC();
  const refresh = useRefreshBookings();
  return useMutation(
    trpc.bookings.setStatus.mutationOptions({
      onSuccess: () => {
        notifySuccess(MESSAGES[status].success);
        void refresh();
        onDone();
      },
      onError: (error) => notifyFailure(MESSAGES[status].failure, error),
    }),
  );
}
