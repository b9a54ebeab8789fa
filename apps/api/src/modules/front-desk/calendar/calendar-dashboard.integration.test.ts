import { describe, expect, it } from "vitest";
import { api, roomId, stay, today, useFreshApp } from "../../../testing/app-fixture";

useFreshApp();

describe("calendar and dashboard", () => {
  it("computes a small month by hand", async () => {
    // Room 101: 2 nights on 10-11 June for 2 adults = 12800 (6400 a night).
    await stay("101", "2027-06-10", 2, { guest: { name: "Cal One", phone: "9300000001" } });
    // Room 102: 1 night on 11 June for 1 adult, 50% off = 1600.
    await stay("102", "2027-06-11", 1, {
      guest: { name: "Cal Two", phone: "9300000002" },
      adults: 1,
      discountPercentage: "50",
    });
    await api("PATCH", `/api/rooms/${await roomId("103")}/status`, { status: "maintenance" });

    const res = await api("GET", "/api/calendar/availability?startDate=2027-06-10&endDate=2027-06-12");
    expect(res.statusCode).toBe(200);
    const [d10, d11, d12] = res.json();
    expect(d10).toMatchObject({
      date: "2027-06-10",
      roomsSold: 1,
      roomsAvailable: 2,
      totalRevenue: "6400.00",
      adr: "6400.00",
      occupancyRate: 50,
    });
    expect(d10.counts).toEqual({
      available: 1,
      booked: 1,
      occupied: 0,
      cleaning: 0,
      maintenance: 1,
      not_available: 0,
    });
    expect(d11).toMatchObject({ roomsSold: 2, totalRevenue: "8000.00", adr: "4000.00", occupancyRate: 100 });
    const room102 = await roomId("102");
    expect(d11.rooms.find((r: { id: string }) => r.id === room102)).toMatchObject({
      status: "booked",
      revenue: "1600.00",
      booking: {
        guestName: "Cal Two",
        checkIn: "2027-06-11",
        checkOut: "2027-06-12",
        totalAmount: "1600.00",
      },
    });
    // The departure day sells nothing.
    expect(d12).toMatchObject({ roomsSold: 0, totalRevenue: "0.00", adr: "0.00", occupancyRate: 0 });

    // The month grid's figures agree with the full answer.
    const summary = (
      await api("GET", "/api/calendar/availability?startDate=2027-06-10&endDate=2027-06-12&include=summary")
    ).json();
    expect(
      summary.map((d: { totalRevenue: string; rooms: unknown[] }) => [d.totalRevenue, d.rooms.length]),
    ).toEqual([
      ["6400.00", 0],
      ["8000.00", 0],
      ["0.00", 0],
    ]);

    // A change shows at once: the computed view is not reused past a write.
    await stay("102", "2027-06-12", 1, { guest: { name: "Cal Three", phone: "9300000003" }, adults: 1 });
    const again = (
      await api("GET", "/api/calendar/availability?startDate=2027-06-10&endDate=2027-06-12&include=summary")
    ).json();
    expect(again[2]).toMatchObject({ roomsSold: 1, totalRevenue: "3200.00" });
  });

  it("reports today's figures on the dashboard", async () => {
    const b = await stay("101", today(), 1, {
      guest: { name: "Dash", phone: "9400000001" },
      adults: 1,
      paidAmount: "1200",
    });
    await api("PATCH", `/api/bookings/${b.id}/status`, { status: "checked_in" });
    const stats = (await api("GET", "/api/dashboard/stats")).json();
    expect(stats).toEqual({
      occupancyRate: 33.33,
      totalRooms: 3,
      availableRooms: 2,
      todayRevenue: "1200.00",
      pendingPayments: "2000.00",
    });
    await api("POST", "/api/payments", { bookingId: b.id, amount: "500", paymentMethod: "card" });
    expect((await api("GET", "/api/dashboard/stats")).json()).toMatchObject({
      todayRevenue: "1700.00",
      pendingPayments: "1500.00",
    });
  });
});
