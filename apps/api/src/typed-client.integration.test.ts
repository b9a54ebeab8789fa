import { addDays, todayIn } from "@atithi/domain";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "./router";
import { createTestApp, type TestApp } from "./testing/harness";

let t: TestApp;
let api: ReturnType<typeof createTRPCClient<AppRouter>>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.database.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
  const { token } = await t.callerFor(admin).apiTokens.create({ name: "typed client test", scope: "write" });
  const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  api = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${url}/trpc`, headers: { authorization: `Bearer ${token}` } })],
  });
});
afterAll(() => t.close());

describe("the booking life through tRPC over HTTP", () => {
  it("books, takes an advance, checks in, collects the rest and checks out", async () => {
    const today = todayIn("Asia/Kolkata");
    const room = (
      await api.rooms.available.query({ checkInDate: today, checkOutDate: addDays(today, 1) })
    )[0];
    if (!room) throw new Error("no free room");
    const booking = await api.bookings.create.mutate({
      guest: { name: "Typed Guest", phone: "9811111111" },
      roomId: room.id,
      checkInDate: today,
      checkOutDate: addDays(today, 1),
      adults: 1,
      paidAmount: "1000",
    });
    expect(booking).toMatchObject({
      totalAmount: "3200.00",
      paidAmount: "1000.00",
      paymentStatus: "advance",
    });
    await api.bookings.setStatus.mutate({ id: booking.id, status: "checked_in" });
    await api.payments.record.mutate({ bookingId: booking.id, amount: "2200", paymentMethod: "card" });
    const out = await api.bookings.setStatus.mutate({ id: booking.id, status: "checked_out" });
    expect(out).toMatchObject({ status: "checked_out", paymentStatus: "paid" });
    const summary = await api.bookings.checkoutSummary.query({ id: booking.id });
    expect(summary.payments.map((p) => p.amount)).toEqual(["1000.00", "2200.00"]);
    const rooms = await api.rooms.list.query();
    expect(rooms.find((r) => r.id === room.id)?.status).toBe("cleaning");
  });

  it("carries the status code and the message of a refusal to the client", async () => {
    const error = await api.bookings.setStatus
      .mutate({ id: "missing", status: "checked_in" })
      .catch((e) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.data).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
    expect(error.message).toBe("Booking not found");
  });
});
