import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { describe, expect, it } from "vitest";
import { DOMAIN_ERROR_KINDS, DomainError } from "../errors";
import { toTRPCError } from "./error-map";

describe("one map from a DomainError to tRPC and REST", () => {
  it("gives every kind its status and keeps the user's message", () => {
    const statuses = Object.fromEntries(
      DOMAIN_ERROR_KINDS.map((kind) => {
        const mapped = toTRPCError(new DomainError(kind, `a ${kind}`));
        expect(mapped?.message).toBe(`a ${kind}`);
        return [kind, mapped && getHTTPStatusCodeFromError(mapped)];
      }),
    );
    expect(statuses).toEqual({
      bad_request: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      too_large: 413,
      throttled: 429,
    });
  });

  it("translates a database refusal and leaves any other error alone", () => {
    expect(toTRPCError({ code: "23P01", constraint: "bookings_no_overlap" })).toMatchObject({
      code: "CONFLICT",
      message: "Room is not available for the selected dates",
    });
    // ON DELETE RESTRICT answers 23001, not 23503.
    expect(toTRPCError({ code: "23001", constraint: "booking_charges_booking_id_fkey" })?.code).toBe(
      "CONFLICT",
    );
    expect(toTRPCError(new Error("boom"))).toBeUndefined();
  });
});
