import { z } from "zod";
import { BOOKING_STATUSES, ROOM_STATUSES } from "./booking-status";
import { daysBetween, isIsoDate } from "./dates";
import { toPaise } from "./money";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "./payment";
import { GUEST_LIMITS } from "./pricing";

/** Optional free text: blank becomes null. */
export const optionalText = (max = 1000) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const requiredDate = (message: string) =>
  z
    .string({ message })
    .trim()
    .superRefine((value, ctx) => {
      if (value === "") ctx.addIssue({ code: "custom", message });
      else if (!isIsoDate(value)) {
        ctx.addIssue({
          code: "custom",
          message: `${message.replace(" is required", "")} must be a valid date (yyyy-MM-dd)`,
        });
      }
    });

const phone = z
  .string({ message: "Valid phone number is required" })
  .trim()
  .min(10, "Valid phone number is required");
const optionalEmail = z
  .union([z.literal(""), z.email("Valid email is required")])
  .nullish()
  .transform((v) => v || null);

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

export const CHECK_OUT_AFTER_CHECK_IN = "Check-out date must be after check-in date";
export const MAX_STAY_NIGHTS = 365;

function checkOutAfterCheckIn<T extends { checkInDate: string; checkOutDate: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (!isIsoDate(value.checkInDate) || !isIsoDate(value.checkOutDate)) return;
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

export const idInput = z.object({ id: z.string().trim().min(1, "Id is required") });

export const guestInput = z.object({
  name: z.string({ message: "Guest name is required" }).trim().min(1, "Guest name is required").max(200),
  phone,
  email: optionalEmail,
  idProofNumber: optionalText(100),
});
export type GuestInput = z.infer<typeof guestInput>;

export const updateGuestInput = guestInput.extend({ id: z.string().min(1) });

export const stayRangeInput = z
  .object({
    checkInDate: requiredDate("Check-in date is required"),
    checkOutDate: requiredDate("Check-out date is required"),
  })
  .superRefine(checkOutAfterCheckIn);

/**
 * A booking as the form and the REST payload send it. The guest is either an existing guestId or
 * the guest's details (looked up by phone, created when absent). Totals and payment status are
 * computed by the server; a paymentStatus sent by a client is ignored.
 */
export const bookingInput = z
  .object({
    guestId: z.string().trim().min(1).optional(),
    guest: guestInput.optional(),
    roomId: z.string({ message: "Room selection is required" }).trim().min(1, "Room selection is required"),
    checkInDate: requiredDate("Check-in date is required"),
    checkOutDate: requiredDate("Check-out date is required"),
    adults,
    children,
    isComplimentary: z.boolean().default(false),
    discountPercentage: percentSchema.default(0),
    paidAmount: moneyInput("Amount paid cannot be negative").default(0),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    notes: optionalText(2000),
  })
  .superRefine(checkOutAfterCheckIn)
  .superRefine((value, ctx) => {
    if (!value.guestId && !value.guest) {
      ctx.addIssue({ code: "custom", path: ["guest"], message: "Guest name is required" });
    }
  });
export type BookingInput = z.infer<typeof bookingInput>;

export const updateBookingInput = z.object({ id: z.string().min(1), booking: bookingInput });

export const bookingListInput = z
  .object({
    /** Stays that overlap [from, to). */
    from: z.string().refine(isIsoDate, "From must be a valid date (yyyy-MM-dd)").optional(),
    to: z.string().refine(isIsoDate, "To must be a valid date (yyyy-MM-dd)").optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
    search: z.string().trim().max(100).optional(),
    /** Only stays with money still owed (cancelled stays owe nothing). */
    owing: z.boolean().optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(200).default(50),
  })
  .default({ page: 1, pageSize: 50 });

export const bookingStatusInput = z.object({
  id: z.string().min(1),
  status: z.enum(BOOKING_STATUSES, { message: `Status must be one of ${BOOKING_STATUSES.join(", ")}` }),
});

export const recordPaymentInput = z.object({
  bookingId: z.string({ message: "Booking is required" }).min(1, "Booking is required"),
  amount: z.union([z.string(), z.number()], { message: "Amount is required" }),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { message: `Payment method must be one of ${PAYMENT_METHODS.join(", ")}` })
    .default("cash"),
  notes: optionalText(500),
});

export const roomStatusInput = z.object({
  id: z.string().min(1),
  status: z.enum(ROOM_STATUSES, { message: `Status must be one of ${ROOM_STATUSES.join(", ")}` }),
});

export const roomInput = z.object({
  number: z.string().trim().min(1, "Room number is required").max(20, "Room number is at most 20 characters"),
  capacity: z.number().int().min(1, "Capacity is at least 1").max(50, "Capacity is at most 50").default(6),
});

export const updateRoomInput = roomInput.partial().extend({ id: z.string().min(1) });

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
  roomId: z.string({ message: "Room selection is required" }).min(1, "Room selection is required"),
  guestName: z.string({ message: "Guest name is required" }).trim().min(1, "Guest name is required").max(200),
  adults,
  children,
});

export const groupBookingInput = z.object({
  groupBookingData: z
    .object({
      groupName: z
        .string({ message: "Group name is required" })
        .trim()
        .min(1, "Group name is required")
        .max(200),
      contactPersonName: z
        .string({ message: "Contact person name is required" })
        .trim()
        .min(1, "Contact person name is required")
        .max(200),
      contactPersonPhone: phone,
      contactPersonEmail: optionalEmail,
      checkInDate: requiredDate("Check-in date is required"),
      checkOutDate: requiredDate("Check-out date is required"),
      eventType: z.enum(EVENT_TYPES).default("other"),
      specialRequests: optionalText(2000),
      notes: optionalText(2000),
      groupDiscountPercentage: percentSchema.default(0),
      isComplimentary: z.boolean().default(false),
    })
    .superRefine(checkOutAfterCheckIn),
  roomSelections: z
    .array(roomSelectionInput, { message: "Please select at least one room." })
    .min(1, "Please select at least one room.")
    .refine((rooms) => new Set(rooms.map((r) => r.roomId)).size === rooms.length, {
      message: "Each room can be selected only once",
    }),
});
export type GroupBookingInput = z.infer<typeof groupBookingInput>;

export const calendarRangeInput = z
  .object({
    startDate: z.string().refine(isIsoDate, "Start date must be a valid date (yyyy-MM-dd)"),
    endDate: z.string().refine(isIsoDate, "End date must be a valid date (yyyy-MM-dd)"),
    /** "summary" leaves out the rooms of each day: what a month grid needs, a fraction of the size. */
    include: z.enum(["rooms", "summary"]).default("rooms"),
  })
  .refine((v) => v.endDate >= v.startDate, {
    message: "End date must not be before start date",
    path: ["endDate"],
  })
  .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) <= 92 * 86_400_000, {
    message: "The range can be at most 92 days",
    path: ["endDate"],
  });
