import { z } from "zod";

/** The longest room number (or name) the rooms table takes. */
export const ROOM_NUMBER_MAX_LENGTH = 20;

/**
 * Letters and digits of any script (with their combining marks, as in "कमरा 4"), spaces, '.', '/'
 * and '-': "101", "A-12", "G.01", "101/A", "Garden Cottage".
 */
const ROOM_NUMBER_FORM = /^[\p{L}\p{M}\p{N} ./-]+$/u;
const ROOM_NUMBER_FORM_MESSAGE = "Room number may hold only letters, digits, spaces, '.', '/' and '-'";

/**
 * A room number as typed, trimmed, 1 to 20 characters, whatever it holds: what a room's PUT takes,
 * so that a room numbered before the rule keeps its number (`roomNumberFormError` is checked only
 * for a number that changes).
 */
export const roomNumberTextSchema = z
  .string({ message: "Room number is required" })
  .trim()
  .min(1, { message: "Room number is required", abort: true })
  .max(ROOM_NUMBER_MAX_LENGTH, {
    message: `Room number is at most ${ROOM_NUMBER_MAX_LENGTH} characters`,
    abort: true,
  });

/**
 * A room's number or name, of the form above and at most 20 characters: the one rule for a room
 * added or renumbered through the API and for `ROOM_NUMBERS`.
 */
export const roomNumberSchema = roomNumberTextSchema.regex(ROOM_NUMBER_FORM, ROOM_NUMBER_FORM_MESSAGE);

/** Why `number` (trimmed) is not of a room number's form, or null. */
export function roomNumberFormError(number: string): string | null {
  return ROOM_NUMBER_FORM.test(number) ? null : ROOM_NUMBER_FORM_MESSAGE;
}

/** The most rooms a list may name: a guest house or a large hotel, not a typo's million. */
export const MAX_ROOM_NUMBERS = 2000;

/**
 * A list of room numbers as an owner writes it ("101-105,201-205,Garden Cottage"): each range of two
 * numbers of the same width expands to every number between them ("098-100" keeps its zeros);
 * anything else is one room's name. Answers the rooms in order, without repeats (whatever their
 * case, as room numbers are unique: "a-1" after "A-1" is the same room), or a message naming what
 * is wrong.
 */
export function expandRoomNumbers(list: string): { rooms: string[] } | { error: string } {
  const rooms = new Map<string, string>();
  const add = (room: string) => {
    const key = room.toLowerCase();
    if (!rooms.has(key)) rooms.set(key, room);
  };
  for (const part of list.split(",")) {
    const item = part.trim();
    if (!item) continue;
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(item);
    if (!range) {
      const name = roomNumberSchema.safeParse(item);
      if (!name.success) return { error: `"${item}": ${name.error.issues[0]?.message}` };
      add(name.data);
    } else {
      const [, from = "", to = ""] = range;
      // Nine digits at most: longer ends would pass the column's width or JavaScript's exact integers.
      if (from.length > 9) return { error: `"${item}": a range's ends are at most 9 digits` };
      if (from.length !== to.length) return { error: `"${item}": both ends of a range need the same digits` };
      const first = Number(from);
      const last = Number(to);
      if (last < first) return { error: `"${item}": the range runs backwards` };
      if (last - first >= MAX_ROOM_NUMBERS)
        return { error: `"${item}" names more than ${MAX_ROOM_NUMBERS} rooms` };
      for (let n = first; n <= last; n++) add(String(n).padStart(from.length, "0"));
    }
    if (rooms.size > MAX_ROOM_NUMBERS) return { error: `more than ${MAX_ROOM_NUMBERS} rooms` };
  }
  return { rooms: [...rooms.values()] };
}
