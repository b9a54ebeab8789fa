import { z } from "zod";
import { BOOKING_STATUSES, ROOM_STATUSES } from "./booking-status";
import { MAX_CALENDAR_DAYS } from "./calendar";
import { dateSchema, daysBetween, isDateInBounds } from "./dates";
import { MAX_CHARGE_PAISE } from "./folio";
import { AADHAAR_NOT_STORED, holdsFullAadhaar } from "./guests";
import { isNegativeNumber, toPaise } from "./money";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "./payment";
import { isValidPhone, MAX_PHONE_TEXT, PHONE_MESSAGE } from "./phone";
import { GUEST_LIMITS } from "./pricing";
import { gstinSchema } from "./tax-config.schema";
import {
  idSchema,
  optionalEmail,
  optionalText,
  pageSchema,
  pageSizeSchema,
  requiredText,
  TEXT_LIMITS,
} from "./text";

/** A phone number as people write it; refused with the one message the spec gives. */
export const phoneSchema = z
  .string({ message: PHONE_MESSAGE })
  .trim()
  .refine(isValidPhone, PHONE_MESSAGE)
  .meta({ maxLength: MAX_PHONE_TEXT });
const phone = phoneSchema;

const searchText = z
  .string()
  .trim()
  .max(TEXT_LIMITS.search, `Search is at most ${TEXT_LIMITS.search} characters`)
  .optional();

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A percentage 0..100 with at most two decimals, sent as a string or a number; judged on its text, not a float. */
export const percentSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const text = typeof v === "number" ? String(v) : v.trim() === "" ? "0" : v.trim();
  const n = Number(text);
  if (!PERCENT.test(text) || n > 100) {
    ctx.addIssue({ code: "custom", message: "Discount must be between 0 and 100" });
    return z.NEVER;
  }
  return n;
});

/** A money amount, at least 0, at most two decimals; answered as a decimal string. */
export const moneyInput = (negativeMessage: string) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const text = typeof v === "string" && v.trim() === "" ? "0" : v;
    if (isNegativeNumber(text)) {
      ctx.addIssue({ code: "custom", message: negativeMessage });
      return z.NEVER;
    }
    let paise: number;
    try {
      paise = toPaise(text);
    } catch {
      ctx.addIssue({ code: "custom", message: "Amount must be a number with at most two decimals" });
      return z.NEVER;
    }
    if (paise < 0) {
      ctx.addIssue({ code: "custom", message: negativeMessage });
      return z.NEVER;
    }
    return paise;
  });

const adults = z
  .number({ message: "At least 1 adult required" })
  .int("Adults must be a whole number")
  .min(GUEST_LIMITS.minAdults, "At least 1 adult required")
  .max(GUEST_LIMITS.maxAdults, "Maximum 6 adults");
const children = z
  .number({ message: "Children must be a number" })
  .int("Children must be a whole number")
  .min(GUEST_LIMITS.minChildren, "Children cannot be negative")
  .max(GUEST_LIMITS.maxChildren, "Maximum 6 children")
  .default(0);

/** More rooms than any property here has; bounds the work one group request can ask for. */
export const MAX_GROUP_ROOMS = 200;

export const CHECK_OUT_AFTER_CHECK_IN = "Check-out date must be after check-in date";
export const MAX_STAY_NIGHTS = 365;

function checkOutAfterCheckIn<T extends { checkInDate: string; checkOutDate: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (!isDateInBounds(value.checkInDate) || !isDateInBounds(value.checkOutDate)) return;
  if (value.checkOutDate <= value.checkInDate) {
    ctx.addIssue({ code: "custom", path: ["checkOutDate"], message: CHECK_OUT_AFTER_CHECK_IN });
  } else if (daysBetween(value.checkInDate, value.checkOutDate) > MAX_STAY_NIGHTS) {
    ctx.addIssue({
      code: "custom",
      path: ["checkOutDate"],
      message: `A stay can be at most ${MAX_STAY_NIGHTS} nights`,
    });
  }
}

export const idInput = z.object({ id: idSchema() });

/**
 * The rate plan a stay is priced by, of its room's type. Left out: the type's default plan for a new
 * stay; an edit keeps the stay's plan while its room keeps its type.
 */
const ratePlanId = idSchema("Rate plan").optional();

/** The company a stay is billed to, printed on its tax invoice; its GSTIN's check character is verified. */
export const billToInput = z.object({
  name: requiredText("Company name", TEXT_LIMITS.name),
  address: optionalText(TEXT_LIMITS.address, "Company address"),
  gstin: gstinSchema,
});

export const guestInput = z.object({
  name: requiredText("Guest name", TEXT_LIMITS.name),
  phone,
  email: optionalEmail,
  idProofNumber: optionalText(100, "ID proof number").refine(
    (value) => value === null || !holdsFullAadhaar(value),
    AADHAAR_NOT_STORED,
  ),
});
export type GuestInput = z.infer<typeof guestInput>;

export const updateGuestInput = guestInput.extend({ id: idSchema() });

export const guestListInput = z
  .object({
    search: searchText,
    limit: z.number().int().min(1).max(1000).default(200),
  })
  .default({ limit: 200 });

export const guestPhoneInput = z.object({ phone: phoneSchema });

export const stayRangeInput = z
  .object({
    checkInDate: dateSchema("Check-in date"),
    checkOutDate: dateSchema("Check-out date"),
  })
  .superRefine(checkOutAfterCheckIn);

/**
 * A booking as the form and the REST payload send it. The guest is either an existing guestId or
 * the guest's details (looked up by phone, created when absent). Totals and payment status are
 * computed by the server; a paymentStatus sent by a client is ignored.
 */
export const bookingInput = z
  .object({
    guestId: idSchema("Guest").optional(),
    guest: guestInput.optional(),
    roomId: idSchema("Room", "Room selection is required"),
    ratePlanId,
    checkInDate: dateSchema("Check-in date"),
    checkOutDate: dateSchema("Check-out date"),
    adults,
    children,
    isComplimentary: z.boolean().default(false),
    discountPercentage: percentSchema.default(0),
    paidAmount: moneyInput("Amount paid cannot be negative").default(0),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    notes: optionalText(TEXT_LIMITS.note, "Notes"),
    billTo: billToInput.nullish(),
  })
  .superRefine(checkOutAfterCheckIn)
  .superRefine((value, ctx) => {
    if (!value.guestId && !value.guest) {
      ctx.addIssue({ code: "custom", path: ["guest"], message: "Guest name is required" });
    }
  });
export type BookingInput = z.infer<typeof bookingInput>;

export const updateBookingInput = z.object({ id: idSchema(), booking: bookingInput });

export const bookingListInput = z
  .object({
    /** Stays that overlap [from, to). */
    from: dateSchema("From").optional(),
    to: dateSchema("To").optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
    search: searchText,
    /** Only stays with money still owed (cancelled stays owe nothing). */
    owing: z.boolean().optional(),
    page: pageSchema,
    pageSize: pageSizeSchema,
  })
  .default({ page: 1, pageSize: 50 });

export const bookingStatusInput = z.object({
  id: idSchema(),
  status: z.enum(BOOKING_STATUSES, { message: `Status must be one of ${BOOKING_STATUSES.join(", ")}` }),
});

/** An amount of money received, as sent; the router turns it into paise (refusing a negative one). */
const paymentAmount = z.union(
  [z.string().max(20, "Amount must be a number with at most two decimals"), z.number()],
  { message: "Amount is required" },
);
const paymentMethod = z
  .enum(PAYMENT_METHODS, { message: `Payment method must be one of ${PAYMENT_METHODS.join(", ")}` })
  .default("cash");

export const recordPaymentInput = z.object({
  bookingId: idSchema("Booking"),
  amount: paymentAmount,
  paymentMethod,
  notes: optionalText(TEXT_LIMITS.shortNote, "Notes"),
});

/**
 * POST /api/group-bookings/{id}/payments: one payment for a group, spread over its rooms oldest
 * first unless `allocation` says what each named room's stay takes.
 */
export const groupPaymentInput = z.object({
  id: idSchema("Group booking"),
  amount: paymentAmount,
  paymentMethod,
  notes: optionalText(TEXT_LIMITS.shortNote, "Notes"),
  allocation: z
    .array(z.object({ bookingId: idSchema("Booking"), amount: paymentAmount }))
    .min(1, "An allocation names at least one room")
    .max(MAX_GROUP_ROOMS, `An allocation names at most ${MAX_GROUP_ROOMS} rooms`)
    .optional(),
});
export type GroupPaymentInput = z.infer<typeof groupPaymentInput>;

/** POST /api/bookings/{id}/refunds: money given back, recorded like a payment. */
export const refundInput = recordPaymentInput;

/** POST /api/payments/{id}/void: a payment entered by mistake, cancelled on its own business day. */
export const voidPaymentInput = z.object({
  id: idSchema("Payment"),
  reason: requiredText("Reason", TEXT_LIMITS.shortNote),
});

/** POST /api/bookings/{id}/no-show: an optional fee charged for the room held. */
export const noShowInput = z.object({
  id: idSchema(),
  fee: moneyInput("Fee cannot be negative")
    .refine((paise) => paise <= MAX_CHARGE_PAISE, "Fee can be at most ₹10,00,000")
    .nullish(),
});

/**
 * POST /api/bookings/{id}/move: the room the stay moves to, and the plan its nights there are priced
 * by when the room is of another type (left out: that type's default plan).
 */
export const moveStayInput = z.object({
  id: idSchema(),
  roomId: idSchema("Room", "Room selection is required"),
  ratePlanId,
});

export const roomStatusInput = z.object({
  id: idSchema(),
  status: z.enum(ROOM_STATUSES, { message: `Status must be one of ${ROOM_STATUSES.join(", ")}` }),
});

export const EVENT_TYPES = [
  "conference",
  "wedding",
  "corporate",
  "family_reunion",
  "workshop",
  "other",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const roomSelectionInput = z.object({
  roomId: idSchema("Room", "Room selection is required"),
  ratePlanId,
  guestName: requiredText("Guest name", TEXT_LIMITS.name),
  adults,
  children,
});

export const groupBookingInput = z.object({
  groupBookingData: z
    .object({
      groupName: requiredText("Group name", TEXT_LIMITS.name),
      contactPersonName: requiredText("Contact person name", TEXT_LIMITS.name),
      contactPersonPhone: phone,
      contactPersonEmail: optionalEmail,
      checkInDate: dateSchema("Check-in date"),
      checkOutDate: dateSchema("Check-out date"),
      eventType: z.enum(EVENT_TYPES).default("other"),
      specialRequests: optionalText(TEXT_LIMITS.note, "Special requests"),
      notes: optionalText(TEXT_LIMITS.note, "Program notes"),
      groupDiscountPercentage: percentSchema.default(0),
      isComplimentary: z.boolean().default(false),
    })
    .superRefine(checkOutAfterCheckIn),
  roomSelections: z
    .array(roomSelectionInput, { message: "Please select at least one room." })
    .min(1, "Please select at least one room.")
    .max(MAX_GROUP_ROOMS, `A group can take at most ${MAX_GROUP_ROOMS} rooms`)
    .refine((rooms) => new Set(rooms.map((r) => r.roomId)).size === rooms.length, {
      message: "Each room can be selected only once",
    }),
});
export type GroupBookingInput = z.infer<typeof groupBookingInput>;

/**
 * PUT /api/group-bookings/{id}: a confirmed group as it should now be, in the shape it was created
 * with (the same form edits it): its dates, its rooms (one left out is removed, a new one added) and
 * a guest per room.
 */
export const updateGroupBookingInput = groupBookingInput.extend({ id: idSchema() });
export type UpdateGroupBookingInput = z.infer<typeof updateGroupBookingInput>;

/** The calendar's range: both days included, at most `MAX_CALENDAR_DAYS` after the first. */
function checkCalendarRange(v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  // Object checks run even when a date failed its own check: judge the range only between real dates.
  if (!isDateInBounds(v.startDate) || !isDateInBounds(v.endDate)) return;
  if (v.endDate < v.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must not be before start date" });
  } else if (daysBetween(v.startDate, v.endDate) > MAX_CALENDAR_DAYS) {
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: `The range can be at most ${MAX_CALENDAR_DAYS} days`,
    });
  }
}

const calendarRange = z.object({ startDate: dateSchema("Start date"), endDate: dateSchema("End date") });

export const calendarRangeInput = calendarRange
  .extend({
    /** "summary" leaves out the rooms of each day: what a month grid needs, a fraction of the size. */
    include: z.enum(["rooms", "summary"]).default("rooms"),
  })
  .superRefine(checkCalendarRange);

/** The grid of every room over a range (GET /api/calendar/grid). */
export const calendarGridInput = calendarRange.superRefine(checkCalendarRange);
