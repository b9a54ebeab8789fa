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

export function useFreshApp() {
  beforeEach(async () => {
    t = await createTestApp();
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

/** A stay of `nights` in `room` for two adults and a child, created over REST. */
export async function book(
  room: string,
  checkInDate: string,
  nights: number,
  extra: Record<string, unknown> = {},
) {
  const res = await api("POST", "/api/bookings", {
    guest: { name: `Guest ${room}`, phone: `98765432${room.slice(-2)}` },
    roomId: await roomId(room),
    checkInDate,
    checkOutDate: addDays(checkInDate, nights),
    adults: 2,
    children: 1,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalAmount: string };
}
