import type { Database, Guests } from "@atithi/db";
import { type GuestInput, likeContains, normalizePhone } from "@atithi/domain";
import { type Selectable, sql } from "kysely";

export interface GuestDto {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  idProofNumber: string | null;
  createdAt: string;
}

/** The columns a guest is shown with; named, not `*`, so their statements are prepared once per connection. */
const GUEST_COLUMNS = ["id", "name", "phone", "email", "idProofNumber", "createdAt"] as const;

export function toGuest(row: Pick<Selectable<Guests>, (typeof GUEST_COLUMNS)[number]>): GuestDto {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    idProofNumber: row.idProofNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stay as a guest's history lists it, with what its money is computed from. */
export interface GuestStayRow {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  status: string;
  totalAmount: string;
  roomNumber: string;
  groupBookingId: string | null;
}

export function guestsRepository(db: Database) {
  return {
    async list(search: string | undefined, limit: number): Promise<GuestDto[]> {
      let query = db.selectFrom("guests").select(GUEST_COLUMNS).orderBy("createdAt", "desc").limit(limit);
      if (search) {
        const digits = normalizePhone(search);
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn("lower", ["name"]), "like", likeContains(search.toLowerCase())),
            ...(digits.length >= 3 ? [eb("phoneNormalized", "like", likeContains(digits))] : []),
          ]),
        );
      }
      return (await query.execute()).map(toGuest);
    },
    async findById(id: string) {
      const row = await db.selectFrom("guests").select(GUEST_COLUMNS).where("id", "=", id).executeTakeFirst();
      return row && toGuest(row);
    },
    /**
     * The guests with these ids, their rows locked in id order: whatever locks several guests (a
     * merge, an edit) locks them in the same order, so two never wait on each other.
     */
    async lock(ids: readonly string[]): Promise<GuestDto[]> {
      const rows = await db
        .selectFrom("guests")
        .select(GUEST_COLUMNS)
        .where("id", "in", ids)
        .orderBy("id")
        .forUpdate()
        .execute();
      return rows.map(toGuest);
    },
    /** The guest's stays, the latest arrival first, with their rooms and groups. */
    staysOf(guestId: string): Promise<GuestStayRow[]> {
      return db
        .selectFrom("bookings")
        .innerJoin("rooms", "rooms.id", "bookings.roomId")
        .leftJoin("groupBookingItems", "groupBookingItems.bookingId", "bookings.id")
        .select([
          "bookings.id",
          "bookings.checkInDate",
          "bookings.checkOutDate",
          "bookings.status",
          "bookings.totalAmount",
          "rooms.number as roomNumber",
          "groupBookingItems.groupBookingId",
        ])
        .where("bookings.guestId", "=", guestId)
        .orderBy("bookings.checkInDate", "desc")
        .orderBy("bookings.id")
        .execute();
    },
    /** Every stay of guest `from` becomes guest `to`'s; answers the stays moved. */
    async moveStays(from: string, to: string): Promise<string[]> {
      const rows = await db
        .updateTable("bookings")
        .set({ guestId: to, updatedAt: new Date() })
        .where("guestId", "=", from)
        .returning("id")
        .execute();
      return rows.map((r) => r.id).sort();
    },
    async remove(id: string) {
      await db.deleteFrom("guests").where("id", "=", id).execute();
    },
    /** The most recently updated guest with this phone, however it was written. */
    async findByPhone(phone: string) {
      const row = await db
        .selectFrom("guests")
        .select(GUEST_COLUMNS)
        .where("phoneNormalized", "=", normalizePhone(phone))
        .orderBy("updatedAt", "desc")
        .limit(1)
        .executeTakeFirst();
      return row && toGuest(row);
    },
    async findByPhoneAndName(phone: string, name: string) {
      const row = await db
        .selectFrom("guests")
        .select(GUEST_COLUMNS)
        .where("phoneNormalized", "=", normalizePhone(phone))
        .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()))
        .orderBy("updatedAt", "desc")
        .limit(1)
        .executeTakeFirst();
      return row && toGuest(row);
    },
    async insert(input: GuestInput): Promise<GuestDto> {
      const row = await db
        .insertInto("guests")
        .values({ ...input, phoneNormalized: normalizePhone(input.phone) })
        .returning(GUEST_COLUMNS)
        .executeTakeFirstOrThrow();
      return toGuest(row);
    },
    async update(id: string, input: GuestInput): Promise<GuestDto | undefined> {
      const row = await db
        .updateTable("guests")
        .set({ ...input, phoneNormalized: normalizePhone(input.phone), updatedAt: new Date() })
        .where("id", "=", id)
        .returning(GUEST_COLUMNS)
        .executeTakeFirst();
      return row && toGuest(row);
    },
    /**
     * The guest a booking is for: the same phone and name is the same person (their email and ID
     * proof are refreshed when given); otherwise a new guest.
     */
    async findOrCreate(input: GuestInput): Promise<GuestDto> {
      const phoneNormalized = normalizePhone(input.phone);
      // One round trip: the guest found, or else the one inserted.
      const row = await db
        .with("found", (qb) =>
          qb
            .selectFrom("guests")
            .select(GUEST_COLUMNS)
            .where("phoneNormalized", "=", phoneNormalized)
            .where((eb) => eb(eb.fn("lower", ["name"]), "=", input.name.toLowerCase()))
            .orderBy("updatedAt", "desc")
            .limit(1),
        )
        .with("inserted", (qb) =>
          qb
            .insertInto("guests")
            .columns(["name", "phone", "phoneNormalized", "email", "idProofNumber"])
            .expression(
              qb
                .selectNoFrom([
                  sql<string>`${input.name}::text`.as("name"),
                  sql<string>`${input.phone}::text`.as("phone"),
                  sql<string>`${phoneNormalized}::text`.as("phoneNormalized"),
                  sql<string | null>`${input.email}::text`.as("email"),
                  sql<string | null>`${input.idProofNumber}::text`.as("idProofNumber"),
                ])
                .where(({ not, exists, selectFrom }) => not(exists(selectFrom("found").select("found.id")))),
            )
            .returning(GUEST_COLUMNS),
        )
        .selectFrom("found")
        .select(GUEST_COLUMNS)
        .select(sql<boolean>`true`.as("existed"))
        .unionAll((eb) =>
          eb.selectFrom("inserted").select(GUEST_COLUMNS).select(sql<boolean>`false`.as("existed")),
        )
        .executeTakeFirstOrThrow();
      const { existed, ...guest } = row;
      const existing = toGuest(guest);
      if (!existed) return existing;
      if (input.email === null && input.idProofNumber === null) return existing;
      return (
        (await this.update(existing.id, {
          ...input,
          email: input.email ?? existing.email,
          idProofNumber: input.idProofNumber ?? existing.idProofNumber,
        })) ?? existing
      );
    },
    /**
     * `findOrCreate` for many guests known only by name and phone (a group's members), in two
     * statements: the ones found, then the rest inserted together. Answered in the order asked.
     */
    async findOrCreateMany(inputs: readonly { name: string; phone: string }[]): Promise<GuestDto[]> {
      if (inputs.length === 0) return [];
      const keyOf = (name: string, phone: string) => `${normalizePhone(phone)}\u0000${name.toLowerCase()}`;
      const found = await db
        .selectFrom("guests")
        .select(GUEST_COLUMNS)
        .where("phoneNormalized", "in", [...new Set(inputs.map((i) => normalizePhone(i.phone)))])
        .where((eb) =>
          eb(eb.fn("lower", ["name"]), "in", [...new Set(inputs.map((i) => i.name.toLowerCase()))]),
        )
        .orderBy("updatedAt", "desc")
        .execute();
      const byKey = new Map<string, GuestDto>();
      for (const row of found) {
        const key = keyOf(row.name, row.phone);
        if (!byKey.has(key)) byKey.set(key, toGuest(row));
      }
      const missing = new Map<string, { name: string; phone: string }>();
      for (const input of inputs) {
        const key = keyOf(input.name, input.phone);
        if (!byKey.has(key) && !missing.has(key)) missing.set(key, input);
      }
      if (missing.size > 0) {
        const inserted = await db
          .insertInto("guests")
          .values(
            [...missing.values()].map((i) => ({
              name: i.name,
              phone: i.phone,
              phoneNormalized: normalizePhone(i.phone),
            })),
          )
          .returning(GUEST_COLUMNS)
          .execute();
        for (const row of inserted) byKey.set(keyOf(row.name, row.phone), toGuest(row));
      }
      return inputs.map((input) => {
        const guest = byKey.get(keyOf(input.name, input.phone));
        if (!guest) throw new Error("guest missing");
        return guest;
      });
    },
  };
}
