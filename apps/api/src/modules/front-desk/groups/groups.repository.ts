import type { Database, DB, GroupBookings, GroupInvoices } from "@atithi/db";
import type { BookingStatus, PaymentStatus } from "@atithi/domain";
import type { ExpressionBuilder, Insertable, Selectable } from "kysely";
import { type DiscountRequest, discountRequestOf, userDisplayName } from "../stays";

export interface GroupBookingDto {
  id: string;
  groupName: string;
  contactPersonName: string;
  contactPersonPhone: string;
  contactPersonEmail: string | null;
  checkInDate: string;
  checkOutDate: string;
  totalRooms: number;
  totalGuests: number;
  groupDiscountPercentage: string;
  isComplimentary: boolean;
  /** A discount above the limit (or a complimentary stay) entered by the front desk waits for a manager. */
  pendingApproval: boolean;
  /** What waits; the members are priced without it until it is approved. */
  discountRequest: DiscountRequest | null;
  eventType: string;
  specialRequests: string | null;
  notes: string | null;
  totalAmount: string;
  paidAmount: string;
  paymentStatus: PaymentStatus;
  status: BookingStatus;
  createdAt: string;
}

export interface GroupInvoiceDto {
  id: string;
  groupBookingId: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string | null;
  subtotal: string;
  discountAmount: string;
  taxAmount: string;
  totalAmount: string;
  status: string;
  notes: string | null;
  seller: InvoiceSeller | null;
}

/** The name of who asked for the group's discount, for the row it is selected with. */
const requesterName = (eb: ExpressionBuilder<DB, "groupBookings">) =>
  eb
    .selectFrom("users as requester")
    .select(userDisplayName.as("name"))
    .whereRef("requester.id", "=", "groupBookings.discountRequestedBy")
    .as("requesterName");

function toGroup(row: Selectable<GroupBookings> & { requesterName?: string | null }): GroupBookingDto {
  return {
    id: row.id,
    groupName: row.groupName,
    contactPersonName: row.contactPersonName,
    contactPersonPhone: row.contactPersonPhone,
    contactPersonEmail: row.contactPersonEmail,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    totalRooms: row.totalRooms,
    totalGuests: row.totalGuests,
    groupDiscountPercentage: row.groupDiscountPercentage,
    isComplimentary: row.isComplimentary,
    pendingApproval: row.requestedComplimentary !== null,
    discountRequest: discountRequestOf({ ...row, requesterName: row.requesterName ?? null }),
    eventType: row.eventType,
    specialRequests: row.specialRequests,
    notes: row.notes,
    totalAmount: row.totalAmount,
    paidAmount: row.paidAmount,
    paymentStatus: row.paymentStatus as PaymentStatus,
    status: row.status as BookingStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

function toInvoice(row: Selectable<GroupInvoices>): GroupInvoiceDto {
  return {
    id: row.id,
    groupBookingId: row.groupBookingId,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    subtotal: row.subtotal,
    discountAmount: row.discountAmount,
    taxAmount: row.taxAmount,
    totalAmount: row.totalAmount,
    status: row.status,
    notes: row.notes,
    seller: (row.document as { seller?: InvoiceSeller } | null)?.seller ?? null,
  };
}

/** Who issued a group invoice, as printed at its head (kept with the invoice when issued). */
export interface InvoiceSeller {
  businessName: string | null;
  businessAddress: string | null;
  gstNumber: string | null;
  panNumber: string | null;
}

export function groupsRepository(db: Database) {
  /** A group's member stays with their room and guest, as the group's screens and invoice read them. */
  const memberRows = () =>
    db
      .selectFrom("bookings")
      .innerJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
      .innerJoin("guests", "guests.id", "bookings.guestId")
      .innerJoin("rooms", "rooms.id", "bookings.roomId")
      .select([
        "bookings.id",
        "bookings.roomId",
        "bookings.ratePlanId",
        "rooms.number as roomNumber",
        "guests.name as guestName",
        "bookings.adults",
        "bookings.children",
        "bookings.checkInDate",
        "bookings.checkOutDate",
        "bookings.totalAmount",
        "bookings.chargesAmount",
        "bookings.taxAmount",
        "bookings.amountDue",
        "bookings.paidAmount",
        "bookings.status",
      ]);
  return {
    async list(limit = 200) {
      const rows = await db
        .selectFrom("groupBookings")
        .selectAll()
        .select(requesterName)
        .orderBy("createdAt", "desc")
        .limit(limit)
        .execute();
      return rows.map(toGroup);
    },
    async findById(id: string, lock = false) {
      let query = db.selectFrom("groupBookings").selectAll().select(requesterName).where("id", "=", id);
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && toGroup(row);
    },
    /** Groups whose discount waits for a manager, oldest request first. */
    async pendingApprovals() {
      const rows = await db
        .selectFrom("groupBookings")
        .selectAll()
        .select(requesterName)
        .where("requestedComplimentary", "is not", null)
        .orderBy("discountRequestedAt")
        .limit(200)
        .execute();
      return rows.map(toGroup);
    },
    /** How many groups pendingApprovals lists, uncapped. */
    async pendingApprovalCount() {
      const row = await db
        .selectFrom("groupBookings")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("requestedComplimentary", "is not", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async insert(values: Insertable<GroupBookings>) {
      return toGroup(
        await db.insertInto("groupBookings").values(values).returningAll().executeTakeFirstOrThrow(),
      );
    },
    async addMembers(groupBookingId: string, bookingIds: readonly string[]) {
      if (bookingIds.length === 0) return;
      await db
        .insertInto("groupBookingItems")
        .values(bookingIds.map((bookingId) => ({ groupBookingId, bookingId })))
        .execute();
    },
    /** The member bookings, locked for the rest of the transaction. */
    lockMembers(groupBookingId: string) {
      return db
        .selectFrom("bookings")
        .innerJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
        .selectAll("bookings")
        .where("groupBookingItems.groupBookingId", "=", groupBookingId)
        .orderBy("bookings.id")
        .forUpdate()
        .execute();
    },
    members(groupBookingId: string) {
      return memberRows()
        .where("groupBookingItems.groupBookingId", "=", groupBookingId)
        .orderBy("rooms.number")
        .execute();
    },
    /** The members of several groups at once, each with its group's id. */
    membersOfGroups(groupBookingIds: readonly string[]) {
      return memberRows()
        .select("groupBookingItems.groupBookingId")
        .where("groupBookingItems.groupBookingId", "in", groupBookingIds)
        .orderBy("groupBookingItems.groupBookingId")
        .orderBy("rooms.number")
        .execute();
    },
    groupOfBooking(bookingId: string) {
      return db
        .selectFrom("groupBookingItems")
        .select("groupBookingId")
        .where("bookingId", "=", bookingId)
        .executeTakeFirst();
    },
    async update(id: string, values: Partial<Insertable<GroupBookings>>) {
      await db
        .updateTable("groupBookings")
        .set({ ...values, updatedAt: new Date() })
        .where("id", "=", id)
        .execute();
    },
    async openInvoice(groupBookingId: string) {
      const row = await db
        .selectFrom("groupInvoices")
        .selectAll()
        .where("groupBookingId", "=", groupBookingId)
        .where("status", "<>", "cancelled")
        .orderBy("createdAt", "desc")
        .executeTakeFirst();
      return row && toInvoice(row);
    },
    /** The invoices issued from `from` to `to` (both included) and not cancelled, with their group's name. */
    async invoicesIssuedBetween(from: string, to: string) {
      const rows = await db
        .selectFrom("groupInvoices")
        .innerJoin("groupBookings", "groupBookings.id", "groupInvoices.groupBookingId")
        .selectAll("groupInvoices")
        .select("groupBookings.groupName")
        .where("groupInvoices.invoiceDate", ">=", from)
        .where("groupInvoices.invoiceDate", "<=", to)
        .where("groupInvoices.status", "<>", "cancelled")
        .orderBy("groupInvoices.invoiceDate")
        .orderBy("groupInvoices.invoiceNumber")
        .execute();
      return rows.map((row) => ({ ...toInvoice(row), groupName: row.groupName }));
    },
    async insertInvoice(values: Insertable<GroupInvoices>) {
      return toInvoice(
        await db.insertInto("groupInvoices").values(values).returningAll().executeTakeFirstOrThrow(),
      );
    },
  };
}
