import { addDays } from "@atithi/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { api, desk, roomId, t, today, useFreshApp } from "../../../testing/app-fixture";
import { DISCOUNT_UNDECIDED, NO_DISCOUNT_WAITING } from "../stays";

useFreshApp();

let deskCookie: string;
let managerCookie: string;
beforeEach(async () => {
  deskCookie = await t.login(desk.username, "password-front_desk-1");
  const manager = await t.createUser("manager", "boss");
  managerCookie = await t.login(manager.username, "password-manager-1");
});

/** The wedding party's details, two nights from today, with `fields` over them. */
const weddingData = (fields: Record<string, unknown>) => ({
  groupName: "Iyer wedding",
  contactPersonName: "K. Iyer",
  contactPersonPhone: "9876500000",
  checkInDate: today(),
  checkOutDate: addDays(today(), 2),
  ...fields,
});

/** Three rooms for two nights from today: two adults each, and a child in the first. */
async function group(as: string, discount: Record<string, unknown>) {
  const rooms = [await roomId("101"), await roomId("102"), await roomId("103")];
  const res = await api(
    "POST",
    "/api/group-bookings",
    {
      groupBookingData: weddingData(discount),
      roomSelections: rooms.map((id, i) => ({
        roomId: id,
        guestName: `Guest ${i + 1}`,
        adults: 2,
        children: i === 0 ? 1 : 0,
      })),
    },
    as,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const memberTotals = async (id: string) =>
  (await api("GET", `/api/group-bookings/${id}`))
    .json()
    .members.map((m: { totalAmount: string }) => m.totalAmount);

const decide = (id: string, decision: "approve" | "reject", as: string) =>
  api("POST", `/api/group-bookings/${id}/${decision}-discount`, undefined, as);

describe("a group discount entered by the front desk", () => {
  it("waits above the limit at the full price; approval prices every room with it", async () => {
    // Rooms: (2 × 3,200 + 1,600) × 2 = ₹16,000 and 2 × 3,200 × 2 = ₹12,800 twice: ₹41,600.
    const held = await group(deskCookie, { groupDiscountPercentage: 30 });
    expect(held).toMatchObject({
      totalAmount: "41600.00",
      groupDiscountPercentage: "0.00",
      pendingApproval: true,
      discountRequest: { discountPercentage: "30.00", isComplimentary: false, requestedBy: "desk" },
    });
    expect(await memberTotals(held.id)).toEqual(["16000.00", "12800.00", "12800.00"]);
    const invoice = await api(
      "POST",
      `/api/group-bookings/${held.id}/generate-invoice`,
      undefined,
      deskCookie,
    );
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().message).toBe(DISCOUNT_UNDECIDED);
    expect((await decide(held.id, "approve", deskCookie)).statusCode).toBe(403);
    const listed = await api("GET", "/api/group-bookings/pending-approvals", undefined, managerCookie);
    expect(listed.json().map((g: { id: string }) => g.id)).toEqual([held.id]);

    // Less 30%: ₹11,200, ₹8,960 and ₹8,960 = ₹29,120.
    const approved = await decide(held.id, "approve", managerCookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      totalAmount: "29120.00",
      groupDiscountPercentage: "30.00",
      pendingApproval: false,
      discountRequest: null,
    });
    expect(await memberTotals(held.id)).toEqual(["11200.00", "8960.00", "8960.00"]);
    expect((await decide(held.id, "reject", managerCookie)).json().message).toBe(NO_DISCOUNT_WAITING);
    const issued = await api(
      "POST",
      `/api/group-bookings/${held.id}/generate-invoice`,
      undefined,
      deskCookie,
    );
    expect(issued.statusCode).toBe(200);
    expect(issued.json().invoice).toMatchObject({ subtotal: "41600.00", discountAmount: "12480.00" });
  });

  it("applies within the limit, holds a complimentary group, and a rejection keeps the full price", async () => {
    const within = await group(deskCookie, { groupDiscountPercentage: 10 });
    // Less 10%: ₹37,440.
    expect(within).toMatchObject({ totalAmount: "37440.00", pendingApproval: false });
    expect((await api("POST", `/api/group-bookings/${within.id}/cancel`)).statusCode).toBe(200);

    const free = await group(deskCookie, { isComplimentary: true });
    expect(free).toMatchObject({ totalAmount: "41600.00", isComplimentary: false, pendingApproval: true });
    const rejected = await decide(free.id, "reject", managerCookie);
    expect(rejected.json()).toMatchObject({ totalAmount: "41600.00", pendingApproval: false });
    expect(await memberTotals(free.id)).toEqual(["16000.00", "12800.00", "12800.00"]);
  });

  it("is applied directly when a manager enters it", async () => {
    expect(await group(managerCookie, { isComplimentary: true })).toMatchObject({
      totalAmount: "0.00",
      isComplimentary: true,
      pendingApproval: false,
    });
  });

  it("asks again when an approved discount would cover another room, not when it covers less", async () => {
    const held = await group(deskCookie, { groupDiscountPercentage: 30 });
    expect((await decide(held.id, "approve", managerCookie)).json().totalAmount).toBe("29120.00");
    const current = (await api("GET", `/api/group-bookings/${held.id}`)).json();
    const rooms = current.members.map(
      (m: { roomId: string; guestName: string; adults: number; children: number }) => ({
        roomId: m.roomId,
        guestName: m.guestName,
        adults: m.adults,
        children: m.children,
      }),
    );
    const edit = (roomSelections: unknown[], notes: string) =>
      api(
        "PUT",
        `/api/group-bookings/${held.id}`,
        {
          groupBookingData: weddingData({ groupDiscountPercentage: 30, notes }),
          roomSelections,
        },
        deskCookie,
      );
    const sameRooms = await edit(rooms, "Mehendi on the lawn");
    expect(sameRooms.statusCode, sameRooms.body).toBe(200);
    expect(sameRooms.json()).toMatchObject({ totalAmount: "29120.00", pendingApproval: false });

    // Without room 103 less is given: ₹16,000 + ₹12,800 less 30% = ₹20,160, not asked again.
    const fewer = await edit(rooms.slice(0, 2), "Mehendi on the lawn");
    expect(fewer.json()).toMatchObject({ totalAmount: "20160.00", pendingApproval: false });
    // Room 103 back at 30% gives more away than the ₹8,640 now approved: it waits, and meanwhile the
    // three rooms are at the full ₹41,600.
    const more = await edit(rooms, "Mehendi on the lawn");
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({
      totalAmount: "41600.00",
      groupDiscountPercentage: "0.00",
      pendingApproval: true,
      discountRequest: { discountPercentage: "30.00" },
    });
    expect((await decide(held.id, "approve", managerCookie)).json().totalAmount).toBe("29120.00");
  });

  it("settles approvals and rejections sent at once to one outcome", async () => {
    const held = await group(deskCookie, { groupDiscountPercentage: 50 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => decide(held.id, i % 2 ? "approve" : "reject", managerCookie)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const decisions = await t.database.db
      .selectFrom("auditLog")
      .select("action")
      .where("entityId", "=", held.id)
      .where("action", "like", "discount:%")
      .execute();
    expect(decisions).toHaveLength(1);
    // Half of ₹41,600 when approved.
    const expected = decisions[0]?.action === "discount:approve" ? "20800.00" : "41600.00";
    expect((await api("GET", `/api/group-bookings/${held.id}`)).json()).toMatchObject({
      totalAmount: expected,
      pendingApproval: false,
    });
  });
});
