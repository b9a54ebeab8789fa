import { addDays } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, desk, roomId, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

const d = (days: number) => addDays(today(), days);

/** A stay over REST in `room` for [from, to), then put in `status` as the desk would have left it. */
async function stayIn(
  room: string,
  from: string,
  to: string,
  status: "confirmed" | "checked_in" | "checked_out" | "cancelled" = "confirmed",
  fields: Record<string, unknown> = {},
  as?: string,
) {
  const res = await api(
    "POST",
    "/api/bookings",
    {
      guest: { name: `Guest ${room} ${from}`, phone: "9820000001" },
      roomId: await roomId(room),
      checkInDate: from,
      checkOutDate: to,
      adults: 1,
      ...fields,
    },
    as,
  );
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json();
  if (status !== "confirmed") {
    await t.database.db
      .updateTable("bookings")
      .set({ status, cancelReason: status === "cancelled" ? "no_show" : null })
      .where("id", "=", id)
      .execute();
  }
  return id as string;
}

async function lowAndFullStock() {
  const db = t.database.db;
  const [soap, towel] = await db
    .insertInto("items")
    .values([
      { itemCode: "SOAP", itemName: "Soap", reorderLevel: "50" },
      { itemCode: "TOWEL", itemName: "Towel", reorderLevel: "10" },
    ])
    .returning("id")
    .execute();
  const store = await db
    .insertInto("warehouses")
    .values({ warehouseCode: "MAIN", warehouseName: "Main store" })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Soap: 20 on hand ≤ 50 → low; towels: 40 > 10 → not.
  await db
    .insertInto("stock")
    .values([
      { itemId: soap?.id ?? "", warehouseId: store.id, availableQuantity: "20", totalQuantity: "20" },
      { itemId: towel?.id ?? "", warehouseId: store.id, availableQuantity: "40", totalQuantity: "40" },
    ])
    .execute();
}

const notifications = async (as?: string) => {
  const res = await api("GET", "/api/notifications", undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total: number;
    items: { kind: string; count: number; text: string; link: string }[];
  };
};

describe("GET /api/notifications", () => {
  it("answers nothing when nothing waits", async () => {
    expect(await notifications()).toEqual({ total: 0, items: [] });
  });

  it("counts what waits now, for each role only what it may act on", async () => {
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    // Departures due: A left today and B two days ago, both still checked in → 2.
    await stayIn("101", d(-1), d(0), "checked_in");
    await stayIn("102", d(-3), d(-1), "checked_in");
    // Still in, leaving the day after tomorrow: not due.
    await stayIn("102", d(-1), d(2), "checked_in");
    // Arrivals due: D came yesterday's date and was never checked in nor marked a no-show, E is today's → 2.
    await stayIn("103", d(-1), d(1));
    await stayIn("101", d(0), d(2));
    // Not due: tomorrow's arrival (entered by the desk with 30% off, above its 10% limit: it waits for
    // approval), a no-show, a stay checked out.
    await stayIn("103", d(1), d(3), "confirmed", { discountPercentage: 30 }, deskCookie);
    await stayIn("101", d(-5), d(-3), "cancelled");
    await stayIn("101", d(-7), d(-5), "checked_out");
    // A group's discount above the limit waits too; its two rooms arrive in five days.
    const group = await api(
      "POST",
      "/api/group-bookings",
      {
        groupBookingData: {
          groupName: "Iyer wedding",
          contactPersonName: "K. Iyer",
          contactPersonPhone: "9876500000",
          checkInDate: d(5),
          checkOutDate: d(7),
          groupDiscountPercentage: 25,
        },
        roomSelections: [
          { roomId: await roomId("101"), guestName: "Guest 1", adults: 2, children: 0 },
          { roomId: await roomId("102"), guestName: "Guest 2", adults: 2, children: 0 },
        ],
      },
      deskCookie,
    );
    expect(group.statusCode, group.body).toBe(201);
    await lowAndFullStock();

    // Approvals: 1 stay + 1 group (its members wait with it, not as stays) = 2; total 2 + 2 + 2 + 1 = 7.
    expect(await notifications()).toEqual({
      total: 7,
      items: [
        { kind: "discount_approvals", count: 2, text: "2 discounts wait for approval", link: "/" },
        { kind: "departures_due", count: 2, text: "2 departures not checked out", link: "/bookings" },
        { kind: "arrivals_due", count: 2, text: "2 arrivals not checked in", link: "/bookings" },
        { kind: "low_stock", count: 1, text: "1 item at or below the reorder level", link: "/erp" },
      ],
    });
    const manager = await t.createUser("manager", "boss");
    expect((await notifications(await t.login(manager.username, "password-manager-1"))).total).toBe(7);
    // The front desk decides no discount and keeps no stock: 2 + 2 = 4.
    expect(await notifications(deskCookie)).toEqual({
      total: 4,
      items: [
        expect.objectContaining({ kind: "departures_due", count: 2 }),
        expect.objectContaining({ kind: "arrivals_due", count: 2 }),
      ],
    });
    // The accountant checks nobody in or out: the low stock only.
    const accountant = await t.createUser("accountant", "books");
    expect(await notifications(await t.login(accountant.username, "password-accountant-1"))).toEqual({
      total: 1,
      items: [expect.objectContaining({ kind: "low_stock", count: 1 })],
    });

    // Approving the group's discount leaves the stay's: 1, and the badge 6.
    const approved = await api("POST", `/api/group-bookings/${group.json().id}/approve-discount`);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await notifications();
    expect(after.total).toBe(6);
    expect(after.items[0]).toEqual({
      kind: "discount_approvals",
      count: 1,
      text: "1 discount waits for approval",
      link: "/",
    });
  });

  it("asks who is signed in", async () => {
    expect((await t.request("GET", "/api/notifications")).statusCode).toBe(401);
  });
});
