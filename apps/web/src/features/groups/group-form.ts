import { EVENT_TYPES, type EventType, isIsoDate, priceGroup } from "@atithi/domain";
import type { RouterInputs, RouterOutputs } from "../../api/trpc";

export interface RoomSelectionValues {
  roomId: string;
  /** Shown beside the guest's name ("Room 101"); not sent. */
  roomNumber: string;
  guestName: string;
  adults: number | string;
  children: number | string;
}

/** The form's values, shaped like groupBookingInput so its messages land on the right fields. */
export interface GroupFormValues {
  groupBookingData: {
    groupName: string;
    contactPersonName: string;
    contactPersonPhone: string;
    contactPersonEmail: string;
    checkInDate: string;
    checkOutDate: string;
    eventType: EventType;
    specialRequests: string;
    notes: string;
    groupDiscountPercentage: number | string;
    isComplimentary: boolean;
  };
  roomSelections: RoomSelectionValues[];
}

export function newGroupValues(): GroupFormValues {
  return {
    groupBookingData: {
      groupName: "",
      contactPersonName: "",
      contactPersonPhone: "",
      contactPersonEmail: "",
      checkInDate: "",
      checkOutDate: "",
      eventType: "conference",
      specialRequests: "",
      notes: "",
      groupDiscountPercentage: 0,
      isComplimentary: false,
    },
    roomSelections: [],
  };
}

/** A group as the server has it, in the form's shape, for editing: its rooms still held, in room-number order. */
export function groupValuesOf(group: RouterOutputs["groups"]["byId"]): GroupFormValues {
  return {
    groupBookingData: {
      groupName: group.groupName,
      contactPersonName: group.contactPersonName,
      contactPersonPhone: group.contactPersonPhone,
      contactPersonEmail: group.contactPersonEmail ?? "",
      checkInDate: group.checkInDate,
      checkOutDate: group.checkOutDate,
      eventType: (EVENT_TYPES as readonly string[]).includes(group.eventType)
        ? (group.eventType as EventType)
        : "other",
      specialRequests: group.specialRequests ?? "",
      notes: group.notes ?? "",
      // A discount awaiting approval is the one the form edits: saving it again keeps the request.
      groupDiscountPercentage: Number(
        group.discountRequest?.discountPercentage ?? group.groupDiscountPercentage,
      ),
      isComplimentary: (group.discountRequest ?? group).isComplimentary,
    },
    roomSelections: group.members
      .filter((member) => member.status !== "cancelled")
      .map((member) => ({
        roomId: member.roomId,
        roomNumber: member.roomNumber,
        guestName: member.guestName,
        adults: member.adults,
        children: member.children,
      }))
      .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, undefined, { numeric: true })),
  };
}

/** "family_reunion" → "Family Reunion". */
export function eventTypeLabel(type: string): string {
  return type
    .split("_")
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(" ");
}

export const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: eventTypeLabel(type) }));

const count = (value: number | string) => (typeof value === "number" ? value : Number(value) || 0);

/**
 * The selections for the ticked rooms: a room already chosen keeps its guest and head count,
 * a newly ticked one starts empty; in room-number order.
 */
export function selectRooms(
  selections: RoomSelectionValues[],
  rooms: readonly { id: string; number: string }[],
  tickedIds: readonly string[],
): RoomSelectionValues[] {
  return rooms
    .filter((room) => tickedIds.includes(room.id))
    .map(
      (room) =>
        selections.find((s) => s.roomId === room.id) ?? {
          roomId: room.id,
          roomNumber: room.number,
          guestName: "",
          adults: 1,
          children: 0,
        },
    )
    .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, undefined, { numeric: true }));
}

/** Rooms chosen for other dates that are not free on the new ones are let go. */
export function keepAvailable(
  selections: RoomSelectionValues[],
  availableIds: ReadonlySet<string>,
): RoomSelectionValues[] {
  return selections.filter((selection) => availableIds.has(selection.roomId));
}

/** The group's price as the server will compute it; null until both dates are set and rooms chosen. */
export function groupQuote(values: GroupFormValues) {
  const data = values.groupBookingData;
  if (!isIsoDate(data.checkInDate) || !isIsoDate(data.checkOutDate) || values.roomSelections.length === 0)
    return null;
  const discount = count(data.groupDiscountPercentage);
  return priceGroup(
    {
      checkInDate: data.checkInDate,
      checkOutDate: data.checkOutDate,
      groupDiscountPercentage: Math.min(Math.max(discount, 0), 100),
      isComplimentary: data.isComplimentary,
    },
    values.roomSelections.map((s) => ({
      roomId: s.roomId,
      adults: count(s.adults),
      children: count(s.children),
    })),
  );
}

/** The request body: the discount as its text (the server parses it), counts as numbers. */
export function groupPayload(values: GroupFormValues): RouterInputs["groups"]["create"] {
  const data = values.groupBookingData;
  return {
    groupBookingData: {
      ...data,
      groupDiscountPercentage: data.isComplimentary
        ? "0"
        : String(data.groupDiscountPercentage === "" ? 0 : data.groupDiscountPercentage),
    },
    roomSelections: values.roomSelections.map((s) => ({
      roomId: s.roomId,
      guestName: s.guestName,
      adults: count(s.adults),
      children: count(s.children),
    })),
  };
}
