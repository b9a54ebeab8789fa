import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toTRPCError } from "./platform/trpc/error-map";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "./testing/harness";

// Each test here is a defect a hostile test found (issue 9); each failed before its fix.
let t: TestApp;
let admin: string;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), "atithi-web-"));
  await mkdir(join(webDir, "assets"));
  await writeFile(join(webDir, "index.html"), "<!doctype html><title>Atithi</title>");
  await writeFile(join(webDir, "assets", "app.js"), "console.log('app')");
  t = await createTestApp({ webDir });
  admin = await t.login("admin", ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => t.request("GET", url, { cookie: admin });
const post = (url: string, body: unknown) => t.request("POST", url, { cookie: admin, body });

describe("dates are real and within 1900-01-01 to 2100-12-31", () => {
  it("answers 400 at once for the income report of December 9999 that used to hang the server", async () => {
    const started = Date.now();
    const res = await get("/api/reports/income?startDate=9999-12-01&endDate=9999-12-31&period=monthly");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Start date must be between 01/01/1900 and 31/12/2100");
    expect(Date.now() - started).toBeLessThan(2000);
    // The server still answers.
    expect((await get("/api/auth/user")).statusCode).toBe(200);
  });

  it("answers the last month within the bounds, in every period", async () => {
    for (const period of ["daily", "weekly", "monthly"]) {
      const res = await get(`/api/reports/income?startDate=2100-12-01&endDate=2100-12-31&period=${period}`);
      expect(res.statusCode, period).toBe(200);
      expect(res.json().rows.at(-1).endDate).toBe("2100-12-31");
    }
  });

  it("refuses dates outside the bounds on every path that takes one, naming the field", async () => {
    const cases: [string, string][] = [
      ["/api/reports/gst?startDate=1899-12-31&endDate=1900-01-01", "Start date"],
      ["/api/reports/expenses?startDate=2100-12-31&endDate=2101-01-01", "End date"],
      ["/api/calendar/availability?startDate=9999-12-01&endDate=9999-12-31", "Start date"],
      ["/api/rooms/available?checkIn=9999-12-30&checkOut=9999-12-31", "Check-in date"],
      ["/api/rooms/available/by-type?checkIn=9999-12-30&checkOut=9999-12-31", "Check-in date"],
      ["/api/calendar/grid?startDate=9999-12-01&endDate=9999-12-31", "Start date"],
      ["/api/bookings?from=0000-01-01", "From"],
      // Found by the boundary walk: the range check once ran on dates that had failed their own check.
      ["/api/calendar/availability?startDate=&endDate=", "Start date"],
      ["/api/calendar/availability?startDate=not%20a%20date&endDate=2026-01-01", "Start date"],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(new RegExp(`^${field} (must be|is required)`));
    }
  });
});

describe("phone numbers", () => {
  const guest = (phone: string) => ({ name: "Asha Rao", phone });

  it("refuses a phone of 2,800 or 100,000 digits, a path or a date with 400, never 500", async () => {
    for (const phone of ["9".repeat(2800), "9".repeat(100_000), "../../etc/passwd", "2026-02-30"]) {
      const res = await post("/api/guests", guest(phone));
      expect(res.statusCode, phone.slice(0, 20)).toBe(400);
      expect(res.json().message).toBe("Valid phone number is required");
    }
    const rows = await t.database.db.selectFrom("guests").select("phone").execute();
    expect(rows).toEqual([]);
  });

  it("refuses them on bookings, group contacts and the phone lookup too", async () => {
    const booking = await post("/api/bookings", {
      guest: guest("9".repeat(2800)),
      roomId: "r1",
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-02",
      adults: 1,
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().message).toBe("Valid phone number is required");

    const group = await post("/api/group-bookings", {
      groupBookingData: {
        groupName: "Wedding",
        contactPersonName: "Ravi",
        contactPersonPhone: "../../etc/passwd",
        checkInDate: "2026-12-01",
        checkOutDate: "2026-12-02",
      },
      roomSelections: [{ roomId: "r1", guestName: "Ravi", adults: 1 }],
    });
    expect(group.statusCode).toBe(400);
    expect(group.json().message).toBe("Valid phone number is required");

    const lookup = await get(`/api/guests/phone/${"9".repeat(16)}`);
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().message).toBe("Valid phone number is required");
    // Fastify refuses a path parameter this long before any procedure runs.
    expect((await get(`/api/guests/phone/${"9".repeat(2800)}`)).statusCode).toBe(414);
  });

  it("still takes a phone written with a country code, spaces and dashes", async () => {
    const res = await post("/api/guests", guest("+91 98765-43210"));
    expect(res.statusCode).toBe(201);
    expect((await get("/api/guests/phone/9876543210")).json()).toMatchObject({ name: "Asha Rao" });
  });
});

describe("free text has a maximum length", () => {
  it("refuses notes one character too long, naming the field", async () => {
    const rooms = (await get("/api/rooms")).json() as { id: string }[];
    const res = await post("/api/bookings", {
      guest: { name: "Long Notes", phone: "9876500000" },
      roomId: rooms[0]?.id,
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-02",
      adults: 1,
      notes: "n".repeat(2001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Notes is at most 2000 characters");
  });

  it("names the field when zod's own message would not", async () => {
    const res = await get(`/trpc/rooms.list?input=${encodeURIComponent('{"includeRetired":"yes"}')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^includeRetired: Invalid input/);
  });

  it("maps a database limit that slips through to 413 and a data exception to 400, never 500", () => {
    expect(toTRPCError({ code: "54000" })?.code).toBe("PAYLOAD_TOO_LARGE");
    expect(toTRPCError({ code: "22001" })?.code).toBe("BAD_REQUEST");
    expect(toTRPCError({ code: "22P02" })?.code).toBe("BAD_REQUEST");
    expect(toTRPCError({ code: "2201B" })?.code).toBe("BAD_REQUEST");
  });
});

describe("tax settings", () => {
  const registration = {
    gstNumber: "27AAPFU0939F1ZV",
    businessName: "Atithi Guest House",
    businessAddress: "12 MG Road, Pune 411001",
    panNumber: "AAPFU0939F",
    enableGst: true,
  };

  it("refuses an empty body, null, and a field left out (400), keeping what is stored", async () => {
    expect(
      (await t.request("PUT", "/api/settings/tax", { cookie: admin, body: registration })).statusCode,
    ).toBe(200);
    const empty = await t.request("PUT", "/api/settings/tax", { cookie: admin });
    expect(empty.statusCode).toBe(400);
    const nullBody = await t.request("PUT", "/api/settings/tax", {
      cookie: admin,
      body: "null",
      headers: { "content-type": "application/json" },
    });
    expect(nullBody.statusCode).toBe(400);
    const { businessAddress: _, ...partial } = registration;
    const missing = await t.request("PUT", "/api/settings/tax", { cookie: admin, body: partial });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Business address is required (send null to clear it)");
    expect((await get("/api/settings/tax")).json()).toMatchObject(registration);
  });
});

describe("search text is matched literally", () => {
  it("finds nothing for % or _ when no name holds them, and finds the name that does", async () => {
    await post("/api/guests", { name: "Ravi Kumar", phone: "9876511111" });
    await post("/api/guests", { name: "100% Tours", phone: "9876522222" });
    const names = async (search: string) =>
      ((await get(`/api/guests?search=${encodeURIComponent(search)}`)).json() as { name: string }[]).map(
        (g) => g.name,
      );
    expect(await names("%")).toEqual(["100% Tours"]);
    expect(await names("_")).toEqual([]);
    expect(await names("\\")).toEqual([]);
    expect(await names("ravi")).toEqual(["Ravi Kumar"]);
    const rooms = (await get("/api/rooms")).json() as { id: string }[];
    const booked = await post("/api/bookings", {
      guest: { name: "Ravi Kumar", phone: "9876511111" },
      roomId: rooms[1]?.id,
      checkInDate: "2026-12-10",
      checkOutDate: "2026-12-11",
      adults: 1,
    });
    expect(booked.statusCode).toBe(201);
    const bookings = async (search: string) =>
      (await get(`/api/bookings?search=${encodeURIComponent(search)}`)).json() as unknown[];
    expect(await bookings("_")).toEqual([]);
    expect(await bookings("%")).toEqual([]);
    expect(await bookings("ravi")).toHaveLength(1);
  });
});

describe("the web app's files", () => {
  it("answers 404 for a missing file under /assets/, the file itself when present, and the app elsewhere", async () => {
    const missing = await t.request("GET", "/assets/nonexistent.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).not.toMatch(/text\/html/);
    const present = await t.request("GET", "/assets/app.js");
    expect(present.statusCode).toBe(200);
    const route = await t.request("GET", "/bookings");
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain("<title>Atithi</title>");
  });
});

describe("batched calls", () => {
  it("answers a screen's batch of many queries in one request (it was 414 past 100 characters)", async () => {
    const paths = Array.from({ length: 12 }, () => "rooms.list").join(",");
    const res = await get(`/trpc/${paths}?batch=1&input=${encodeURIComponent("{}")}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(12);
    const absurd = Array.from({ length: 300 }, () => "rooms.list").join(",");
    expect((await get(`/trpc/${absurd}?batch=1`)).statusCode).toBe(414);
  });
});

describe("procedure input in the wrong media type", () => {
  it("refuses form data sent to a procedure with 415, not the 500 of serialising the stream (found by the fuzz)", async () => {
    for (const contentType of ["multipart/form-data; boundary=x", "Multipart/Form-Data"]) {
      const res = await t.request("POST", "/trpc/rooms.update", {
        cookie: admin,
        body: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\nr1\r\n--x--',
        headers: { "content-type": contentType },
      });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json().message).toBe("Send procedure input as JSON");
    }
  });
});
