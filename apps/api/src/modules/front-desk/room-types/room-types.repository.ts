import type { Database } from "@atithi/db";
import { ACTIVE_BOOKING_STATUSES, type StayAhead } from "@atithi/domain";
import { sql } from "kysely";

export interface RoomTypeDto {
  id: string;
  name: string;
  /** The adults its plans' base price covers. */
  baseOccupancy: number;
  /** The most guests a room of the type takes, unless the room sets its own capacity. */
  maxOccupancy: number;
  description: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = [
  "roomTypes.id",
  "roomTypes.name",
  "roomTypes.baseOccupancy",
  "roomTypes.maxOccupancy",
  "roomTypes.description",
  "roomTypes.isActive",
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
     * The first stay still to come (not ended by `today`, not cancelled or checked out) in a room of
     * the type that takes the type's capacity, with more than `guests` guests; undefined: none.
     */
    firstStayAheadBeyond(roomTypeId: string, guests: number, today: string): Promise<StayAhead | undefined> {
      return (
        db
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
          .where("rooms.roomTypeId", "=", roomTypeId)
          .where("rooms.capacity", "is", null)
          .where("bookings.status", "in", ACTIVE_BOOKING_STATUSES)
          // A guest still checked in holds the room past a departure day already come.
          .where((eb) =>
            eb.or([eb("bookings.checkOutDate", ">", today), eb("bookings.status", "=", "checked_in")]),
          )
          .where(sql<boolean>`bookings.adults + bookings.children > ${guests}`)
          .orderBy("bookings.checkInDate")
          .orderBy("bookings.id")
          .limit(1)
          .executeTakeFirst()
      );
    },
  };
}
