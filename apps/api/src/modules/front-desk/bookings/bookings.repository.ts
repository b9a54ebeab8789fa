import type { Bookings, Database, DB } from "@atithi/db";
import {
  type BookingStatus,
  type CancelReason,
  fromPaise,
  likeContains,
  normalizePhone,
  type PaymentStatus,
  refundDue,
  toPaise,
} from "@atithi/domain";
import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import {
  type BookingValues,
  type DiscountRequest,
  type DiscountRequestValues,
  discountRequestOf,
  userDisplayName,
} from "../stays";

export interface BillTo {
  name: string;
  address: string | null;
  gstin: string | null;
}

export interface BookingDto {
  id: string;
  guestId: string;
  roomId: string;
  guest: { name: string; phone: string; email: string | null; idProofNumber: string | null };
  room: { number: string };
  /** The rate plan its nights were priced by; null for a stay priced before plans. */
  ratePlanId: string | null;
  /** When the stay moved into its current room; null when it has been there since check-in. */
  roomSince: string | null;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** Payments net of refunds. */
  paidAmount: string;
  /** The room tariff: its nights' prices, after discount. */
  totalAmount: string;
  /** Extras on the folio, before tax. */
  chargesAmount: string;
  /** GST on the room and the extras. */
  taxAmount: string;
  /** What the guest owes in all: tariff + extras + GST (of a cancelled stay: its fees and their GST). */
  amountDue: string;
  /** Paid beyond what the stay owes (a cancelled or shortened stay): what is due back to the guest. */
  refundDue: string;
  isComplimentary: boolean;
  discountPercentage: string;
  /** A discount above the limit (or a complimentary stay) entered by the front desk waits for a manager. */
  pendingApproval: boolean;
  /** What waits for approval (null when nothing does); the stay is priced without it until approved. */
  discountRequest: DiscountRequest | null;
  notes: string | null;
  /** Why a cancelled stay was cancelled: by request, or the guest never came. */
  cancelReason: CancelReason | null;
  /** The company billed on the invoice, when not the guest. */
  billTo: BillTo | null;
  groupBookingId: string | null;
  createdAt: string;
}

function withRelations(db: Database) {
  return db
    .selectFrom("bookings")
    .innerJoin("guests", "guests.id", "bookings.guestId")
    .innerJoin("rooms", "rooms.id", "bookings.roomId")
    .leftJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
    .leftJoin("users as requester", "requester.id", "bookings.discountRequestedBy")
    .select(userDisplayName.as("requesterName"))
    .select([
      "bookings.id",
      "bookings.guestId",
      "bookings.roomId",
      "bookings.ratePlanId",
      "bookings.roomSince",
      "bookings.checkInDate",
      "bookings.checkOutDate",
      "bookings.adults",
      "bookings.children",
      "bookings.status",
      "bookings.paymentStatus",
      "bookings.paidAmount",
      "bookings.totalAmount",
      "bookings.chargesAmount",
      "bookings.taxAmount",
      "bookings.amountDue",
      "bookings.isComplimentary",
      "bookings.discountPercentage",
      "bookings.requestedDiscountPercentage",
      "bookings.requestedComplimentary",
      "bookings.discountRequestedAt",
      "bookings.notes",
      "bookings.cancelReason",
      "bookings.billToName",
      "bookings.billToAddress",
      "bookings.billToGstin",
      "bookings.createdAt",
      "guests.name as guestName",
      "guests.phone as guestPhone",
      "guests.email as guestEmail",
      "guests.idProofNumber as guestIdProofNumber",
      "rooms.number as roomNumber",
      "groupBookingItems.groupBookingId",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withRelations>["executeTakeFirstOrThrow"]>>;

function toBooking(row: Row): BookingDto {
  return {
    id: row.id,
    guestId: row.guestId,
    roomId: row.roomId,
    guest: {
      name: row.guestName,
      phone: row.guestPhone,
      email: row.guestEmail,
      idProofNumber: row.guestIdProofNumber,
    },
    room: { number: row.roomNumber },
    ratePlanId: row.ratePlanId,
    roomSince: row.roomSince,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    adults: row.adults,
    children: row.children,
    status: row.status as BookingStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paidAmount: row.paidAmount,
    totalAmount: row.totalAmount,
    chargesAmount: row.chargesAmount,
    taxAmount: row.taxAmount,
    amountDue: row.amountDue,
    refundDue: fromPaise(refundDue(toPaise(row.amountDue), toPaise(row.paidAmount))),
    isComplimentary: row.isComplimentary,
    discountPercentage: row.discountPercentage,
    pendingApproval: row.requestedComplimentary !== null,
    discountRequest: discountRequestOf(row),
    notes: row.notes,
    cancelReason: row.cancelReason as CancelReason | null,
    billTo: row.billToName
      ? { name: row.billToName, address: row.billToAddress, gstin: row.billToGstin }
      : null,
    groupBookingId: row.groupBookingId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A booking just inserted, as findById would read it back, from its row and the guest and room the
 * caller already holds (a new booking belongs to no group yet): one query fewer. One whose discount
 * waits for approval is read back instead, for its requester's name.
 */
export function insertedBooking(
  row: Selectable<Bookings>,
  guest: { name: string; phone: string; email: string | null; idProofNumber: string | null },
  room: { number: string },
): BookingDto {
  return toBooking({
    ...row,
    guestName: guest.name,
    guestPhone: guest.phone,
    guestEmail: guest.email,
    guestIdProofNumber: guest.idProofNumber,
    roomNumber: room.number,
    groupBookingId: null,
    requesterName: null,
  });
}

export interface BookingFilter {
  from?: string | undefined;
  to?: string | undefined;
  status?: BookingStatus | undefined;
  search?: string | undefined;
  owing?: boolean | undefined;
}

function applyFilter<T extends ReturnType<typeof withRelations>>(query: T, filter: BookingFilter): T {
  let q = query;
  if (filter.from) q = q.where("bookings.checkOutDate", ">", filter.from) as T;
  if (filter.to) q = q.where("bookings.checkInDate", "<", filter.to) as T;
  if (filter.status) q = q.where("bookings.status", "=", filter.status) as T;
  // Served by the partial index bookings_owing_idx: money owed is a small part of all bookings.
  if (filter.owing)
    q = q
      .where((eb: ExpressionBuilder<DB, "bookings">) =>
        eb("bookings.paidAmount", "<", eb.ref("bookings.amountDue")),
      )
      .where("bookings.status", "<>", "cancelled") as T;
  const search = filter.search?.trim();
  if (search) {
    const digits = normalizePhone(search);
    q = q.where((eb: ExpressionBuilder<DB, "bookings" | "guests" | "rooms">) =>
      eb.or([
        eb(eb.fn("lower", ["guests.name"]), "like", likeContains(search.toLowerCase())),
        eb("rooms.number", "=", search),
        ...(digits.length >= 3 ? [eb("guests.phoneNormalized", "like", likeContains(digits))] : []),
      ]),
    ) as T;
  }
  return q;
}

/** A stay's discount waits for a manager; a group member's waits with its group's (groups.repository). */
const awaitingApproval = (eb: ExpressionBuilder<DB, "bookings" | "groupBookingItems">) =>
  eb.and([
    eb("bookings.requestedComplimentary", "is not", null),
    eb("groupBookingItems.groupBookingId", "is", null),
  ]);

export function bookingsRepository(db: Database) {
  return {
    /** A page of bookings, newest first; one row more than asked tells whether another page exists. */
    async list(filter: BookingFilter, page: number, pageSize: number) {
      const rows = await applyFilter(withRelations(db), filter)
        .orderBy("bookings.createdAt", "desc")
        .orderBy("bookings.id")
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize)
        .execute();
      return {
        items: rows.slice(0, pageSize).map(toBooking),
        page,
        pageSize,
        hasMore: rows.length > pageSize,
      };
    },
    async findById(id: string): Promise<BookingDto | undefined> {
      const row = await withRelations(db).where("bookings.id", "=", id).executeTakeFirst();
      return row && toBooking(row);
    },
    /** Stays (not of a group) whose discount waits for a manager, oldest request first. */
    async pendingApprovals() {
      const rows = await withRelations(db)
        .where(awaitingApproval)
        .orderBy("bookings.discountRequestedAt")
        .limit(200)
        .execute();
      return rows.map(toBooking);
    },
    /** How many stays pendingApprovals lists, uncapped. */
    async pendingApprovalCount() {
      const row = await db
        .selectFrom("bookings")
        .leftJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(awaitingApproval)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Stays that hold a room now: checked in, or confirmed and due today. */
    async active(today: string) {
      const rows = await withRelations(db)
        .where((eb) =>
          eb.or([
            eb("bookings.status", "=", "checked_in"),
            eb.and([
              eb("bookings.status", "=", "confirmed"),
              eb("bookings.checkInDate", "<=", today),
              eb("bookings.checkOutDate", ">", today),
            ]),
          ]),
        )
        .orderBy("bookings.checkOutDate")
        .execute();
      return rows.map(toBooking);
    },
    async insert(values: BookingValues & Partial<DiscountRequestValues> & { createdBy: string }) {
      return db.insertInto("bookings").values(values).returningAll().executeTakeFirstOrThrow();
    },
    /**
     * Stays (not cancelled) that touch [startDate, endDate], for the calendar: only the columns it
     * places them by, read through bookings_stay_range_idx. Written in SQL with its columns named as
     * the code names them and read without the camel-case plugin: for a month of 300 rooms (2,700
     * stays) renaming each row's columns was a quarter of the query's time.
     */
    async calendarStays(startDate: string, endDate: string): Promise<CalendarStayRow[]> {
      const result = await sql<CalendarStayRow>`
        SELECT id, room_id AS "roomId", room_since AS "roomSince", check_in_date AS "checkInDate",
          check_out_date AS "checkOutDate", status, total_amount AS "totalAmount"
        FROM bookings
        WHERE daterange(check_in_date, check_out_date, '[)') && daterange(${startDate}::date, ${endDate}::date, '[]')
          AND status <> 'cancelled'`.execute(db.withoutPlugins());
      return result.rows;
    },
    /**
     * The same with each stay's guest's name (each room's day names it). The guests are looked up
     * one by one through their key: hashing every guest for a month's stays cost more than the stays.
     */
    calendarStaysWithGuests(startDate: string, endDate: string) {
      return calendarStayColumns(db, startDate, endDate)
        .select((eb) =>
          eb
            .selectFrom("guests")
            .select("guests.name")
            .whereRef("guests.id", "=", "bookings.guestId")
            .$asScalar()
            .$notNull()
            .as("guestName"),
        )
        .execute();
    },
    /** Money still owed, a cancelled stay's unpaid fees included; served by bookings_owing_idx. */
    pendingTotal() {
      return db
        .selectFrom("bookings")
        .select(sql<string>`coalesce(sum(amount_due - paid_amount), 0)::numeric(14, 2)::text`.as("pending"))
        .where(sql<boolean>`paid_amount < amount_due`)
        .executeTakeFirstOrThrow()
        .then((r) => r.pending);
    },
  };
}

/** The stays (not cancelled) that touch [startDate, endDate], as the calendar places them. */
function calendarStayColumns(db: Database, startDate: string, endDate: string) {
  return db
    .selectFrom("bookings")
    .select([
      "bookings.id",
      "bookings.roomId",
      "bookings.roomSince",
      "bookings.checkInDate",
      "bookings.checkOutDate",
      "bookings.status",
      "bookings.totalAmount",
    ])
    .where(
      sql`daterange(bookings.check_in_date, bookings.check_out_date, '[)')`,
      "&&",
      sql`daterange(${startDate}::date, ${endDate}::date, '[]')`,
    )
    .where("bookings.status", "<>", "cancelled")
    .$narrowType<{ status: BookingStatus }>();
}

/** A stay as the calendar places it. */
interface CalendarStayRow {
  id: string;
  roomId: string;
  roomSince: string | null;
  checkInDate: string;
  checkOutDate: string;
  status: BookingStatus;
  totalAmount: string;
}
