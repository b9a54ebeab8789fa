import { AADHAAR_NOT_STORED, addDays, GUEST_MERGE_ITSELF } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, desk, roomId, setGst, t, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

const asha = { name: "Asha Rao", phone: "9876543210", email: null, idProofNumber: null };

async function addGuest(body: Record<string, unknown>) {
  const res = await api("POST", "/api/guests", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}

/** A stay for the guest with these details (found by phone and name), `nights` for two adults. */
async function stayFor(
  guest: Record<string, string>,
  room: string,
  checkIn: string,
  nights: number,
  extra = {},
) {
  const res = await api("POST", "/api/bookings", {
    guest,
    roomId: await roomId(room),
    checkInDate: checkIn,
    checkOutDate: addDays(checkIn, nights),
    adults: 2,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; guestId: string };
}

const auditOf = (entityId: string) =>
  t.database.db
    .selectFrom("auditLog")
    .select(["action", "before", "after", "userId"])
    .where("entityType", "=", "guest")
    .where("entityId", "=", entityId)
    .orderBy("at")
    .execute();

async function signIn(role: "front_desk" | "manager" | "accountant") {
  const user = role === "front_desk" ? desk : await t.createUser(role);
  return t.login(user.username, `password-${role}-1`);
}

describe("editing a guest", () => {
  it("changes the details with the create's rules, audits before and after, and is the front office's", async () => {
    const guest = await addGuest(asha);
    const changed = {
      name: "Asha R. Rao",
      phone: "+91 98765 43211",
      email: "asha@example.in",
      idProofNumber: "XXXX-XXXX-4455",
    };
    const res = await api("PUT", `/api/guests/${guest.id}`, changed, await signIn("front_desk"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: guest.id, ...changed });
    expect((await api("GET", `/api/guests/${guest.id}`)).json()).toMatchObject(changed);
    // The new phone finds the guest however it is written.
    expect((await api("GET", "/api/guests/phone/9876543211")).json()).toMatchObject({ id: guest.id });

    const [audit, ...more] = await auditOf(guest.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: "update", userId: desk.id });
    expect(audit?.before).toMatchObject({ name: "Asha Rao", phone: "9876543210", email: null });
    expect(audit?.after).toMatchObject(changed);
    // The same details again change nothing and audit nothing.
    expect((await api("PUT", `/api/guests/${guest.id}`, changed)).statusCode).toBe(200);
    expect(await auditOf(guest.id)).toHaveLength(1);
  });

  it("refuses what the create refuses, an unknown guest, and a role that cannot add guests", async () => {
    const guest = await addGuest(asha);
    const cases: [unknown, string][] = [
      [{ ...asha, name: "" }, "Guest name is required"],
      [{ ...asha, phone: "12" }, "Valid phone number is required"],
      [{ ...asha, email: "nope" }, "Valid email is required"],
      [{ ...asha, idProofNumber: "2345 6789 0123" }, AADHAAR_NOT_STORED],
    ];
    for (const [body, message] of cases) {
      const res = await api("PUT", `/api/guests/${guest.id}`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    // A full Aadhaar number is not kept on a new guest either.
    expect((await api("POST", "/api/guests", { ...asha, idProofNumber: "234567890123" })).statusCode).toBe(
      400,
    );
    expect((await api("PUT", "/api/guests/no-such-guest", asha)).statusCode).toBe(404);
    expect((await api("GET", "/api/guests/no-such-guest")).statusCode).toBe(404);
    expect((await api("PUT", `/api/guests/${guest.id}`, asha, await signIn("accountant"))).statusCode).toBe(
      403,
    );
    expect(await auditOf(guest.id)).toEqual([]);
  });
});

describe("a guest's history", () => {
  it("lists the stays with each one's money from its folio, and the totals, worked in paise", async () => {
    await setGst();
    const guest = { name: "Asha Rao", phone: "9876543210" };
    // Two adults, two nights at ₹3,200 each: ₹6,400 a night, 5% GST (below ₹7,500) → ₹12,800 + ₹640 = ₹13,440; ₹4,000 paid.
    const long = await stayFor(guest, "101", addDays(today(), 10), 2, { paidAmount: "4000" });
    // One night, ₹2,000 paid ahead, cancelled without a fee (nothing billed), ₹500 given back: ₹1,500 still to give back.
    const cancelled = await stayFor(guest, "102", addDays(today(), 20), 1, { paidAmount: "2000" });
    expect(cancelled.guestId).toBe(long.guestId);
    expect(
      (await api("PATCH", `/api/bookings/${cancelled.id}/status`, { status: "cancelled" })).statusCode,
    ).toBe(200);
    const refund = await api("POST", `/api/bookings/${cancelled.id}/refunds`, {
      amount: "500",
      paymentMethod: "cash",
    });
    expect(refund.statusCode, refund.body).toBe(201);
    // A payment of ₹1,000 entered by mistake and voided counts for nothing.
    const mistake = await api("POST", "/api/payments", {
      bookingId: long.id,
      amount: "1000",
      paymentMethod: "upi",
    });
    expect(mistake.statusCode, mistake.body).toBe(201);
    const voided = await api("POST", `/api/payments/${mistake.json().id}/void`, { reason: "Entered twice" });
    expect(voided.statusCode, voided.body).toBe(200);
    // Another guest's stay is not theirs.
    await stayFor({ name: "Ravi Kumar", phone: "9876500000" }, "103", addDays(today(), 10), 1);

    const res = await api(
      "GET",
      `/api/guests/${long.guestId}/history`,
      undefined,
      await signIn("accountant"),
    );
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json();
    expect(history.guest).toMatchObject({ id: long.guestId, name: "Asha Rao" });
    // The latest arrival first.
    expect(history.stays).toEqual([
      {
        id: cancelled.id,
        checkInDate: addDays(today(), 20),
        checkOutDate: addDays(today(), 21),
        status: "cancelled",
        roomNumber: "102",
        groupBookingId: null,
        charged: "0.00",
        paid: "2000.00",
        refunded: "500.00",
        // 0 − (2,000 − 500)
        balance: "-1500.00",
        pending: "0.00",
        refundDue: "1500.00",
      },
      {
        id: long.id,
        checkInDate: addDays(today(), 10),
        checkOutDate: addDays(today(), 12),
        status: "confirmed",
        roomNumber: "101",
        groupBookingId: null,
        charged: "13440.00",
        paid: "4000.00",
        refunded: "0.00",
        // 13,440 − 4,000
        balance: "9440.00",
        pending: "9440.00",
        refundDue: "0.00",
      },
    ]);
    expect(history.totals).toEqual({
      charged: "13440.00",
      paid: "6000.00", // 4,000 + 2,000
      refunded: "500.00",
      balance: "7940.00", // 9,440 − 1,500
      pending: "9440.00",
      refundDue: "1500.00",
    });
    // An invoiced stay owes what its invoice says, even once GST is turned off (its folio would say ₹12,800).
    const invoiced = await api("POST", `/api/bookings/${long.id}/invoice`);
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    await setGst(false);
    const after = (await api("GET", `/api/guests/${long.guestId}/history`)).json();
    expect(after.totals.charged).toBe("13440.00");
    expect((await api("GET", "/api/guests/no-such-guest/history")).statusCode).toBe(404);
  });
});

describe("merging a guest entered twice", () => {
  it("moves every stay and its money onto the kept guest, fills what it lacked, removes the duplicate, audited", async () => {
    const kept = await stayFor({ name: "Asha Rao", phone: "9876543210" }, "101", addDays(today(), 3), 1, {
      paidAmount: "1000",
    });
    // The same person, her name spelt differently and with an email: a second guest.
    const twice = await stayFor(
      { name: "Asha Rau", phone: "98765 43210", email: "asha@example.in", idProofNumber: "PAN-ABCDE1234F" },
      "102",
      addDays(today(), 7),
      2,
      { paidAmount: "2000" },
    );
    expect(twice.guestId).not.toBe(kept.guestId);
    const manager = await signIn("manager");

    const res = await api(
      "POST",
      `/api/guests/${kept.guestId}/merge`,
      { duplicateId: twice.guestId },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      guest: {
        id: kept.guestId,
        name: "Asha Rao",
        email: "asha@example.in",
        idProofNumber: "PAN-ABCDE1234F",
      },
      movedStays: [twice.id],
    });
    expect((await api("GET", `/api/guests/${twice.guestId}`)).statusCode).toBe(404);
    const moved = await t.database.db
      .selectFrom("bookings")
      .select("guestId")
      .where("id", "=", twice.id)
      .executeTakeFirstOrThrow();
    expect(moved.guestId).toBe(kept.guestId);
    // One night ₹6,400 with ₹1,000 paid and two nights ₹12,800 with ₹2,000 paid (GST off).
    const history = (await api("GET", `/api/guests/${kept.guestId}/history`)).json();
    expect(history.stays.map((s: { id: string }) => s.id)).toEqual([twice.id, kept.id]);
    expect(history.totals).toMatchObject({ charged: "19200.00", paid: "3000.00", balance: "16200.00" });

    const [merge] = await auditOf(kept.guestId);
    expect(merge).toMatchObject({ action: "merge", after: { email: "asha@example.in" } });
    expect(merge?.before).toMatchObject({ duplicate: { name: "Asha Rau" }, movedStays: [twice.id] });
    expect(await auditOf(twice.guestId)).toMatchObject([
      { action: "merged_into", after: { guestId: kept.guestId, movedStays: [twice.id] } },
    ]);
  });

  it("refuses a guest into itself (400), unknown guests (404), and anyone but managers and administrators (403)", async () => {
    const one = await addGuest(asha);
    const two = await addGuest({ ...asha, name: "Asha Rau" });
    const itself = await api("POST", `/api/guests/${one.id}/merge`, { duplicateId: one.id });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toBe(GUEST_MERGE_ITSELF);
    expect((await api("POST", `/api/guests/${one.id}/merge`, {})).statusCode).toBe(400);
    const unknownKept = await api("POST", "/api/guests/no-such-guest/merge", { duplicateId: two.id });
    expect([unknownKept.statusCode, unknownKept.json().message]).toEqual([404, "Guest not found"]);
    const unknownDuplicate = await api("POST", `/api/guests/${one.id}/merge`, {
      duplicateId: "no-such-guest",
    });
    expect([unknownDuplicate.statusCode, unknownDuplicate.json().message]).toEqual([
      404,
      "Duplicate guest not found",
    ]);
    const byDesk = await api(
      "POST",
      `/api/guests/${one.id}/merge`,
      { duplicateId: two.id },
      await signIn("front_desk"),
    );
    expect(byDesk.statusCode).toBe(403);
    // Nothing was removed.
    expect((await api("GET", `/api/guests/${two.id}`)).statusCode).toBe(200);
  });
});
