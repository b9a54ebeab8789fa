import type { Database } from "@atithi/db";
import { ACTIVE_BOOKING_STATUSES, type RoomStatus } from "@atithi/domain";
import { sql } from "kysely";

export interface RoomDto {
  id: string;
  number: string;
  /** How many guests the room takes: its own capacity, else its room type's maximum occupancy. */
  capacity: number;
  /** The room's own capacity; null: its room type's. */
  ownCapacity: number | null;
  roomTypeId: string;
  roomTypeName: string;
  floor: string | null;
  status: RoomStatus;
  isActive: boolean;
}

/** A room with its type's name and the capacity it takes (two tables: rooms and room_types). */
const COLUMNS = [
  "rooms.id",
  "rooms.number",
  sql<number>`coalesce(rooms.capacity, room_types.max_occupancy)`.as("capacity"),
  "rooms.capacity as ownCapacity",
  "rooms.roomTypeId",
  "roomTypes.name as roomTypeName",
  "rooms.floor",
  "rooms.status",
  "rooms.isActive",
] as const;

const toRoom = (row: Omit<RoomDto, "status"> & { status: string }): RoomDto => ({
  ...row,
  status: row.status as RoomStatus,
});

export interface RoomValues {
  number: string;
  roomTypeId: string;
  floor: string | null;
  capacity: number | null;
  isActive: boolean;
}

/** Rooms in the order staff read them: 101, 102, ... 1001 (by length, then text). */
const naturalOrder = sql`length(rooms.number), rooms.number`;

export function roomsRepository(db: Database) {
  const rooms = () => db.selectFrom("rooms").innerJoin("roomTypes", "roomTypes.id", "rooms.roomTypeId");
  /**
   * The rooms locked in id order (two callers cannot deadlock), each joined to its type held shared,
   * in one statement. The rooms are locked in a subquery and joined outside it: locked in the join
   * (`FOR UPDATE OF rooms`), a room whose type another transaction changed while this one waited
   * would be rechecked against its old type's row, fail the join and vanish (a 404 for a room that
   * exists). Joined after its lock, it meets its new type, and that type is the one held.
   */
  const locked = (ids: readonly string[]) =>
    db
      .selectFrom(
        db.selectFrom("rooms").selectAll().where("id", "in", ids).orderBy("id").forUpdate().as("rooms"),
      )
      .innerJoin("roomTypes", "roomTypes.id", "rooms.roomTypeId")
      .select(COLUMNS)
      .orderBy("rooms.id")
      .forShare("roomTypes");
  return {
    async list(includeRetired = false): Promise<RoomDto[]> {
      let query = rooms().select(COLUMNS).orderBy(naturalOrder);
      if (!includeRetired) query = query.where("rooms.isActive", "=", true);
      return (await query.execute()).map(toRoom);
    },
    /** Many rooms in one statement, in id order; with `lock`, as `findById` locks one. */
    async findByIds(ids: readonly string[], lock = false): Promise<RoomDto[]> {
      if (ids.length === 0) return [];
      if (lock) return (await locked(ids).execute()).map(toRoom);
      const rows = await rooms().select(COLUMNS).where("rooms.id", "in", ids).orderBy("rooms.id").execute();
      return rows.map(toRoom);
    },
    /**
     * The room; with `lock`, its row is locked and its type's held shared, in the same statement:
     * the capacity it answers holds until the transaction ends (a change of the room or of its
     * type's maximum occupancy waits for it).
     */
    async findById(id: string, lock = false): Promise<RoomDto | undefined> {
      const query = lock ? locked([id]) : rooms().select(COLUMNS).where("rooms.id", "=", id);
      const row = await query.executeTakeFirst();
      return row && toRoom(row);
    },
    /**
     * Active rooms, not under maintenance, with no active stay overlapping [checkIn, checkOut).
     * Written as the no-overlap constraint is, so its GiST index answers it.
     */
    async available(
      checkIn: string,
      checkOut: string,
      except: { exceptBookingId?: string | undefined; exceptGroupBookingId?: string | undefined } = {},
    ) {
      const { exceptBookingId, exceptGroupBookingId } = except;
      return rooms()
        .select([
          "rooms.id",
          "rooms.number",
          sql<number>`coalesce(rooms.capacity, room_types.max_occupancy)`.as("capacity"),
          "rooms.roomTypeId",
          "roomTypes.name as roomTypeName",
        ])
        .where("rooms.isActive", "=", true)
        .where("rooms.status", "<>", "maintenance")
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("bookings")
                .select(sql`1`.as("one"))
                .whereRef("bookings.roomId", "=", "rooms.id")
                .where("bookings.status", "in", ACTIVE_BOOKING_STATUSES)
                .where(
                  sql`daterange(coalesce(bookings.room_since, bookings.check_in_date), bookings.check_out_date, '[)')`,
                  "&&",
                  sql`daterange(${checkIn}::date, ${checkOut}::date, '[)')`,
                )
                .$if(exceptBookingId !== undefined, (q) =>
                  q.where("bookings.id", "<>", exceptBookingId ?? ""),
                )
                .$if(exceptGroupBookingId !== undefined, (q) =>
                  q.where("bookings.id", "not in", (eb) =>
                    eb
                      .selectFrom("groupBookingItems")
                      .select("groupBookingItems.bookingId")
                      .where("groupBookingItems.groupBookingId", "=", exceptGroupBookingId ?? ""),
                  ),
                ),
            ),
          ),
        )
        .orderBy(naturalOrder)
        .execute();
    },
    /**
     * The nights [fromDate, untilDate) that active stays hold rooms in their current room, over
     * [checkIn, checkOut): written as the no-overlap constraint is, so its GiST index answers it.
     */
    holds(checkIn: string, checkOut: string) {
      return db
        .selectFrom("bookings")
        .select([
          "bookings.roomId",
          sql<string>`coalesce(bookings.room_since, bookings.check_in_date)`.as("fromDate"),
          "bookings.checkOutDate as untilDate",
        ])
        .where("bookings.status", "in", ACTIVE_BOOKING_STATUSES)
        .where(
          sql`daterange(coalesce(bookings.room_since, bookings.check_in_date), bookings.check_out_date, '[)')`,
          "&&",
          sql`daterange(${checkIn}::date, ${checkOut}::date, '[)')`,
        )
        .execute();
    },
    async setStatus(id: string, status: RoomStatus) {
      await this.setStatuses([id], status);
    },
    /**
     * Several rooms are locked in id order first (in the same statement), as every path that locks
     * more than one room locks them: a plain `WHERE id IN` locks them in whatever order the scan
     * meets them, and two transactions taking the same rooms could deadlock.
     */
    async setStatuses(ids: readonly string[], status: RoomStatus) {
      if (ids.length === 0) return;
      const values = { status, updatedAt: new Date() };
      if (ids.length === 1) {
        await db
          .updateTable("rooms")
          .set(values)
          .where("id", "=", ids[0] ?? "")
          .execute();
        return;
      }
      await db
        .updateTable("rooms")
        .set(values)
        .from((eb) =>
          eb
            .selectFrom("rooms as inOrder")
            .select("inOrder.id")
            .where("inOrder.id", "in", ids)
            .orderBy("inOrder.id")
            .forUpdate()
            .as("locked"),
        )
        .whereRef("rooms.id", "=", "locked.id")
        .execute();
    },
    /**
     * The number of the active room numbered `number` whatever its case (as `rooms_number_key`
     * compares them); undefined: none.
     */
    async activeNumber(number: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("rooms")
        .select("number")
        .where(sql`lower(number)`, "=", sql`lower(${number})`)
        .where("isActive", "=", true)
        .executeTakeFirst();
      return row?.number;
    },
    async insert(values: Omit<RoomValues, "isActive">): Promise<string> {
      const row = await db.insertInto("rooms").values(values).returning("id").executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: string, values: Partial<RoomValues>) {
      await db
        .updateTable("rooms")
        .set({ ...values, updatedAt: new Date() })
        .where("id", "=", id)
        .execute();
    },
  };
}
