import { formatInr, type Paise } from "./money";
import { MIN_PAYMENT, paymentAmountMessage, refundDue } from "./payment";

/** A member stay of a group as a group payment sees it. */
export interface GroupPaymentMember {
  bookingId: string;
  roomNumber: string;
  checkInDate: string;
  /** When the stay was made (ISO time): of two stays arriving the same day, the older is paid first. */
  createdAt: string;
  /** A cancelled stay (no-shows included) takes no share of a payment unless it is named. */
  cancelled: boolean;
  /** What the stay still owes: its amount due less what it holds. */
  owed: Paise;
}

/** The share of a group payment that goes to one member stay. */
export interface PaymentPart {
  bookingId: string;
  amount: Paise;
}

const roomOrder = new Intl.Collator("en", { numeric: true });

/**
 * Members oldest first: the earliest check-in, then the earliest made, then by room number (9
 * before 10), so stays made together are paid in the order the group lists its rooms.
 */
export function oldestFirst<T extends Pick<GroupPaymentMember, "checkInDate" | "createdAt" | "roomNumber">>(
  members: readonly T[],
): T[] {
  return [...members].sort(
    (a, b) =>
      a.checkInDate.localeCompare(b.checkInDate) ||
      a.createdAt.localeCompare(b.createdAt) ||
      roomOrder.compare(a.roomNumber, b.roomNumber),
  );
}

/** What a group owes: what its member stays still owe, cancelled ones' fees included. */
export function groupOwed(members: readonly Pick<GroupPaymentMember, "owed">[]): Paise {
  return members.reduce((sum, m) => sum + m.owed, 0);
}

/**
 * What a group has to give back: what each of its stays was paid beyond what it owes (a cancelled
 * group's advance, rooms that left early). One room's excess does not pay another's bill.
 */
export function groupRefundDue(members: readonly { amountDue: Paise; paid: Paise }[]): Paise {
  return members.reduce((sum, m) => sum + refundDue(m.amountDue, m.paid), 0);
}

export type GroupPaymentPlan = { parts: PaymentPart[] } | { error: string };

/**
 * How one payment for a group is spread over its member stays. Without an allocation, each stay
 * not cancelled takes what it owes, oldest first, until the payment is spent; an allocation names
 * the stays and their shares itself (a cancelled stay's fee is paid only so). Refused (the reason
 * in words, for a 400): a payment of less than ₹1 (unless less is owed) or above what the group
 * owes, and an allocation that names a stay twice or one not of the group, gives a stay more than
 * it owes or nothing, or does not add up to the payment.
 */
export function allocateGroupPayment(
  amount: Paise,
  members: readonly GroupPaymentMember[],
  allocation?: readonly PaymentPart[],
): GroupPaymentPlan {
  const owed = groupOwed(members);
  if (amount <= 0 || amount < Math.min(MIN_PAYMENT, owed)) return { error: paymentAmountMessage(owed) };
  if (amount > owed) {
    return { error: `Payment of ${formatInr(amount)} is more than the ${formatInr(owed)} the group owes` };
  }
  return allocation ? checkAllocation(amount, members, allocation) : byAge(amount, members);
}

function byAge(amount: Paise, members: readonly GroupPaymentMember[]): GroupPaymentPlan {
  const parts: PaymentPart[] = [];
  let left = amount;
  for (const member of oldestFirst(members.filter((m) => !m.cancelled))) {
    if (left === 0) break;
    const share = Math.min(left, member.owed);
    if (share > 0) parts.push({ bookingId: member.bookingId, amount: share });
    left -= share;
  }
  if (left > 0) {
    return {
      error: `${formatInr(left)} of this payment is owed only by cancelled rooms: name them in the allocation`,
    };
  }
  return { parts };
}

function checkAllocation(
  amount: Paise,
  members: readonly GroupPaymentMember[],
  allocation: readonly PaymentPart[],
): GroupPaymentPlan {
  const seen = new Set<string>();
  for (const part of allocation) {
    const member = members.find((m) => m.bookingId === part.bookingId);
    if (!member) return { error: "The allocation names a booking that is not a room of this group" };
    const room = `Room ${member.roomNumber}`;
    if (seen.has(part.bookingId)) return { error: `${room} is named twice in the allocation` };
    seen.add(part.bookingId);
    if (part.amount <= 0) return { error: `${room}'s share of the payment must be more than ₹0.00` };
    if (part.amount > member.owed) {
      return {
        error: `${room} owes ${formatInr(member.owed)}; ${formatInr(part.amount)} cannot be allocated to it`,
      };
    }
  }
  const total = allocation.reduce((sum, p) => sum + p.amount, 0);
  if (total !== amount) {
    return { error: `The allocation adds up to ${formatInr(total)}, not the payment's ${formatInr(amount)}` };
  }
  // The order the money is written in: oldest first, as without an allocation.
  const order = oldestFirst(members).map((m) => m.bookingId);
  return {
    parts: [...allocation]
      .sort((a, b) => order.indexOf(a.bookingId) - order.indexOf(b.bookingId))
      .map((p) => ({ bookingId: p.bookingId, amount: p.amount })),
  };
}
