import type { Database } from "@atithi/db";
import { ACTIVE_BOOKING_STATUSES, type RoomStatus } from "@atithi/domain";
import { sql } from "kysely";

export interface RoomDto {
  id: string;
  number: string;
  capacity: number;
  status: RoomStatus;
  isActive: boolean;
}

const COLUMNS = ["rooms.id", "rooms.number", "rooms.capacity", "rooms.status", "rooms.isActive"] as const;

const toRoom = (row: {
  id: string;
  number: string;
  capacity: number;
  status: string;
  isActive: boolean;
}): RoomDto => ({
  ...row,
  status: row.status as RoomStatus,
});

/** Rooms in the order staff read them: 101, 102, ... 1001 (by length, then text). */
const naturalOrder = sql`length(rooms.number), rooms.number`;

export function roomsRepository(db: Database) {
  return {
    async list(includeRetired = false): Promise<RoomDto[]> {
      let query = db.selectFrom("rooms").select(COLUMNS).orderBy(naturalOrder);
      if (!includeRetired) query = query.where("rooms.isActive", "=", true);
      return (await query.execute()).map(toRoom);
    },
    /** Many rooms in one statement, locked in id order when asked (two callers cannot deadlock). */
    async findByIds(ids: readonly string[], lock = false): Promise<RoomDto[]> {
      if (ids.length === 0) return [];
      let query = db.selectFrom("rooms").select(COLUMNS).where("rooms.id", "in", ids).orderBy("rooms.id");
      if (lock) query = query.forUpdate();
      return (await query.execute()).map(toRoom);
    },
    async findById(id: string, lock = false): Promise<RoomDto | undefined> {
      let query = db.selectFrom("rooms").select(COLUMNS).where("rooms.id", "=", id);
      if (lock) query = query.forUpdate();
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
      return db
        .selectFrom("rooms")
        .select(["rooms.id", "rooms.number", "rooms.capacity"])
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
    async setStatus(id: string, status: RoomStatus) {
      await this.setStatuses([id], status);
    },
    async setStatuses(ids: readonly string[], status: RoomStatus) {
      if (ids.length === 0) return;
      await db.updateTable("rooms").set({ status, updatedAt: new Date() }).where("id", "in", ids).execute();
    },
    async insert(values: { number: string; capacity: number }): Promise<RoomDto> {
      return toRoom(await db.insertInto("rooms").values(values).returning(COLUMNS).executeTakeFirstOrThrow());
    },
    async update(id: string, values: Partial<{ number: string; capacity: number; isActive: boolean }>) {
      const row = await db
        .updateTable("rooms")
        .set({ ...values, updatedAt: new Date() })
        .where("id", "=", id)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toRoom(row);
    },
    countActiveStays(roomId: string, fromDate: string) {
      return db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("roomId", "=", roomId)
        .where("status", "in", ACTIVE_BOOKING_STATUSES)
        .where("checkOutDate", ">", fromDate)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
  };
}
