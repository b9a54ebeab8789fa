import { addDays, todayIn } from "@atithi/domain";
import { afterEach, beforeEach, expect } from "vitest";
import type { UserRow } from "../platform/auth/users.repository";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "./harness";

/**
 * A fresh app per test, signed in as the administrator, with a front-desk user: the set-up the
 * front-desk and back-office tests share. The bindings below are live: read them inside tests.
 */
export let t: TestApp;
export let cookie: string;
export let desk: UserRow;

export function useFreshApp(options: Parameters<typeof createTestApp>[0] = {}) {
  beforeEach(async () => {
    t = await createTestApp(options);
    cookie = await t.login("admin", ADMIN_PASSWORD);
    desk = await t.createUser("front_desk", "desk");
  });
  afterEach(() => t.close());
}

export const today = () => todayIn("Asia/Kolkata");

export const api = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  as = cookie,
) => t.request(method, url, { cookie: as, body });

export async function roomId(number: string) {
  const rooms = (await api("GET", "/api/rooms")).json() as { id: string; number: string }[];
  const room = rooms.find((r) => r.number === number);
  if (!room) throw new Error(`no room ${number}`);
  return room.id;
}

export async function categoryId(name: string): Promise<string> {
  const list = (await api("GET", "/api/expense-categories")).json() as { id: string; name: string }[];
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

export async function addExpense(fields: Record<string, unknown>) {
  return api("POST", "/api/expenses", {
    categoryId: await categoryId("Utilities"),
    description: "Electricity bill",
    expenseDate: today(),
    amount: "100",
    ...fields,
  });
}

/** The hotel's GSTIN in the tests (Maharashtra). */
export const HOTEL_GSTIN = "27AAPFU0939F1ZV";

/** The hotel's tax settings: GST on (or off), with its GSTIN (or none), PAN and address. */
export async function setGst(enableGst = true, gstNumber: string | null = HOTEL_GSTIN) {
  const res = await api("PUT", "/api/settings/tax", {
    gstNumber,
    businessName: "Hotel Sagar",
    businessAddress: "12 MG Road, Pune 411001",
    panNumber: gstNumber ? gstNumber.slice(2, 12) : null,
    enableGst,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A stay of `nights` in `room` from `checkInDate` for two adults, created over REST. */
export async function stay(
  room: string,
  checkInDate: string,
  nights: number,
  extra: Record<string, unknown> = {},
) {
  const res = await api("POST", "/api/bookings", {
    guest: { name: `Guest ${room}`, phone: `98200000${room.slice(-2)}` },
    roomId: await roomId(room),
    checkInDate,
    checkOutDate: addDays(checkInDate, nights),
    adults: 2,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalAmount: string; amountDue: string; taxAmount: string };
}

/** A stay of `nights` in `room` for two adults and a child, created over REST. */
export function book(room: string, checkInDate: string, nights: number, extra: Record<string, unknown> = {}) {
  return stay(room, checkInDate, nights, { children: 1, ...extra });
}
