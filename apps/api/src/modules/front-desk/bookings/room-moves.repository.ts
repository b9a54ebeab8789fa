import type { Database } from "@atithi/db";

/** The nights stays spent in rooms they moved out of. */
export function roomMovesRepository(db: Database) {
  return {
    insert(values: {
      bookingId: string;
      fromRoomId: string;
      toRoomId: string;
      nightsFrom: string;
      movedOn: string;
      createdBy: string;
    }) {
      return db.insertInto("roomMoves").values(values).execute();
    },
    /** Each stay's earlier rooms, in the order it used them. */
    forBookings(bookingIds: readonly string[]) {
      if (bookingIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom("roomMoves")
        .select(["bookingId", "fromRoomId", "nightsFrom", "movedOn"])
        .where("bookingId", "in", bookingIds)
        .orderBy("bookingId")
        .orderBy("nightsFrom")
        .execute();
    },
  };
}
