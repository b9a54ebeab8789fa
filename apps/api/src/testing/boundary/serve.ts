/**
 * The server of the boundary walk, in a process of its own so that a request stuck in a
 * synchronous loop cannot stop the test's timers. Runs `createTestApp()` (PostgreSQL when
 * TEST_DATABASE_URL is set, else in-memory PGlite), seeds one row of each kind, listens on a free
 * port of 127.0.0.1 and prints one JSON line (a ServedApp) on stdout; it runs until killed.
 */
import { sql } from "kysely";
import { createTestApp } from "../harness";
import { parseRouteTree, WALKED_METHODS } from "./routes";
import type { Seeds, ServedApp } from "./served-app";

const t = await createTestApp();
const db = t.database.db;
const admin = await db
  .selectFrom("users")
  .selectAll()
  .where("username", "=", "admin")
  .executeTakeFirstOrThrow();
const api = t.callerFor(admin);

const [room, secondRoom, thirdRoom] = await api.rooms.list();
if (!room || !secondRoom || !thirdRoom) throw new Error("the test app has fewer than three rooms");
const guest = await api.guests.create({ name: "Walk Guest", phone: "9876543210" });
const booking = await api.bookings.create({
  guestId: guest.id,
  roomId: room.id,
  checkInDate: "2026-11-23",
  checkOutDate: "2026-11-25",
  adults: 1,
});
await api.groups.create({
  groupBookingData: {
    groupName: "Walk Group",
    contactPersonName: "Walk Contact",
    contactPersonPhone: "9876543211",
    checkInDate: "2026-12-01",
    checkOutDate: "2026-12-03",
  },
  roomSelections: [{ roomId: secondRoom.id, guestName: "Walk Member", adults: 1 }],
});
const [group] = await api.groups.list();
const assetTag = await api.assetTags.create({ tagName: "Walk Asset" });
const category = await api.expenseCategories.create({ name: "Walk Category" });
const roomType = await api.roomTypes.create({ name: "Walk Type", baseOccupancy: 2, maxOccupancy: 3 });
const ratePlan = await api.ratePlans.create({
  roomTypeId: roomType.id,
  name: "Walk Rate",
  prices: { base: "4000", extraAdult: "1200", child: "800" },
});
// Never the administrator: the walk deactivates, demotes and resets the password of this user.
const user = await t.createUser("front_desk", "walker");
const apiToken = await api.apiTokens.create({ name: "Walk Token", scope: "write" });

const address = new URL(await t.app.listen({ port: 0, host: "127.0.0.1" }));

// A saved file needs its bytes in the store: upload them the way a browser does.
const uploaded = await api.objects.createUpload({ fileName: "walk.txt", contentType: "text/plain" });
const put = await fetch(new URL(uploaded.uploadURL, address), {
  method: "PUT",
  headers: { "content-type": "text/plain" },
  body: "walk",
});
if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
const asset = await api.digitalAssets.create({ fileName: "walk.txt", fileUrl: uploaded.uploadURL });
// An upload issued but never sent, for the walk's own attempts to save one.
const pending = await api.objects.createUpload({ fileName: "pending.txt", contentType: "text/plain" });

const seeds: Seeds = {
  roomId: room.id,
  stayRoomId: thirdRoom.id,
  guestId: guest.id,
  guestPhone: guest.phone,
  bookingId: booking.id,
  groupId: group?.id ?? "",
  assetTagId: assetTag.id,
  categoryId: category.id,
  digitalAssetId: asset.id,
  roomTypeId: roomType.id,
  ratePlanId: ratePlan.id,
  userId: user.id,
  apiTokenId: apiToken.id,
  fileUrl: pending.uploadURL,
};

const served: ServedApp = {
  port: Number(address.port),
  routes: WALKED_METHODS.flatMap((method) => parseRouteTree(t.app.printRoutes({ method }), method)),
  seeds,
  // The parent drops this database after killing the process, which never gets to close it.
  database: process.env.TEST_DATABASE_URL
    ? (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]?.name
    : undefined,
};
process.stdout.write(`${JSON.stringify(served)}\n`);
