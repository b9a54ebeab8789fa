import type { Database } from "@atithi/db";
import { ACTIVE_BOOKING_STATUSES, type StayAhead } from "@atithi/domain";
import { sql } from "kysely";

/**
 * A room type as answered. Its `is_active` column is not: nothing sets it (no path stops selling a
 * type yet), so it would only ever say true.
 */
export interface RoomTypeDto {
  id: string;
  name: string;
  /** The adults its plans' base price covers. */
  baseOccupancy: number;
  /** The most guests a room of the type takes, unless the room sets its own capacity. */
  maxOccupancy: number;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = [
  "roomTypes.id",
  "roomTypes.name",
  "roomTypes.baseOccupancy",
  "roomTypes.maxOccupancy",
  "roomTypes.description",
  "roomTypes.createdAt",
  "roomTypes.updatedAt",
] as const;

export type RoomTypeValues = Pick<RoomTypeDto, "name" | "baseOccupancy" | "maxOccupancy" | "description">;

/**
 * How a row read is held: not at all, against changes (a booking relying on it), or for a change
 * of its columns (FOR NO KEY UPDATE: its id never changes, so the rooms and plans whose foreign key
 * checks take KEY SHARE on it need not wait).
 */
export type RowLock = "none" | "share" | "update";

/** Whose stays: one room's, or those of the rooms of a type that take the type's capacity (no capacity of their own). */
export type StaysOf = { roomId: string } | { roomTypeId: string };

export function roomTypesRepository(db: Database) {
  return {
    list(): Promise<RoomTypeDto[]> {
      return db.selectFrom("roomTypes").select(COLUMNS).orderBy(sql`lower(name)`).orderBy("id").execute();
    },
    async findById(id: string, lock: RowLock = "none"): Promise<RoomTypeDto | undefined> {
      let query = db.selectFrom("roomTypes").select(COLUMNS).where("id", "=", id);
      if (lock === "share") query = query.forShare();
      if (lock === "update") query = query.forNoKeyUpdate();
      return query.executeTakeFirst();
    },
    insert(values: RoomTypeValues): Promise<RoomTypeDto> {
      return db.insertInto("roomTypes").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
    },
    update(id: string, values: RoomTypeValues): Promise<RoomTypeDto> {
      return db
        .updateTable("roomTypes")
        .set({ ...values, updatedAt: new Date() })
        .where("id", "=", id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },
    /**
     * The first stay still to come (not ended by `today`, not cancelled or checked out; a group's
     * room as much as a booking) in `of`'s rooms, by arrival; with `guests`, only one of more than
     * `guests.above` and at most `guests.atMost` guests. Undefined: none.
     */
    firstStayAhead(
      of: StaysOf,
      today: string,
      guests?: { above: number; atMost: number },
    ): Promise<StayAhead | undefined> {
      const guestsOf = sql<number>`bookings.adults + bookings.children`;
      let query = db
        .selectFrom("bookings")
        .innerJoin("rooms", "rooms.id", "bookings.roomId")
        .innerJoin("guests", "guests.id", "bookings.guestId")
        .select([
          "rooms.number as roomNumber",
          "guests.name as guestName",
          "bookings.checkInDate",
          "bookings.checkOutDate",
          "bookings.adults",
          "bookings.children",
        ])
        .where("bookings.status", "in", ACTIVE_BOOKING_STATUSES)
        // A guest still checked in holds the room past a departure day already come.
        .where((eb) =>
          eb.or([eb("bookings.checkOutDate", ">", today), eb("bookings.status", "=", "checked_in")]),
        );
      query =
        "roomId" in of
          ? query.where("bookings.roomId", "=", of.roomId)
          : query.where("rooms.roomTypeId", "=", of.roomTypeId).where("rooms.capacity", "is", null);
      if (guests) query = query.where(guestsOf, ">", guests.above).where(guestsOf, "<=", guests.atMost);
      return query.orderBy("bookings.checkInDate").orderBy("bookings.id").limit(1).executeTakeFirst();
    },
  };
}
