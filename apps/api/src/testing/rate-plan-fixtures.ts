import { expect } from "vitest";
import { api } from "./app-fixture";

/**
 * The rate-plan inputs the API tests share: one room type and one plan's prices, written once.
 */

/** The rack rate's prices: ₹4,000 a night for the base occupancy, ₹1,200 each further adult, ₹800 a child. */
export const RACK_PRICES = { base: "4000", extraAdult: "1200", child: "800" };

/** A plan of `roomTypeId` at the rack rate's prices, named "Rack rate" unless `extra` says otherwise. */
export const rackRate = (roomTypeId: string, extra: Record<string, unknown> = {}) => ({
  roomTypeId,
  name: "Rack rate",
  prices: { ...RACK_PRICES },
  ...extra,
});

/** A room type of two adults' base occupancy, three guests at most (it starts with its default plan). */
export async function addType(name = "Deluxe") {
  const res = await api("POST", "/api/room-types", { name, baseOccupancy: 2, maxOccupancy: 3 });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** A plan added over REST (201 expected), as the API answers it. */
export async function addPlan<T = { id: string; name: string; isDefault: boolean }>(
  body: Record<string, unknown>,
) {
  const res = await api("POST", "/api/rate-plans", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}
