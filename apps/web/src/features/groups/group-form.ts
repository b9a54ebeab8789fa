import { EVENT_TYPES, type EventType, groupBookingInput } from "@atithi/domain";
import type { RouterInputs, RouterOutputs } from "../../api/trpc";

export interface RoomSelectionValues {
  roomId: string;
  /** Shown beside the guest's name ("Room 101"); not sent. */
  roomNumber: string;
  /** The plan the room's nights are priced by; "" until its type's plans are known. */
  ratePlanId: string;
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
        ratePlanId: member.ratePlanId ?? "",
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
          ratePlanId: "",
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
      ...(s.ratePlanId ? { ratePlanId: s.ratePlanId } : {}),
      guestName: s.guestName,
      adults: count(s.adults),
      children: count(s.children),
    })),
  };
}

/**
 * What the quote is asked for: the create's input, once it is one the create would take and every
 * room's plan is known (the plan shown is the plan quoted); null before.
 */
export function groupQuoteInputOf(values: GroupFormValues): RouterInputs["groups"]["quote"] | null {
  if (values.roomSelections.some((s) => !s.ratePlanId)) return null;
  const payload = groupPayload(values);
  return groupBookingInput.safeParse(payload).success ? payload : null;
}
