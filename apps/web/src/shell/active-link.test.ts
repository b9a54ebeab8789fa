import { describe, expect, it } from "vitest";
import { activeHref } from "./active-link";

const hrefs = ["/", "/bookings", "/erp", "/erp/chart-of-accounts", "/erp/invoices", "/settings/users"];

describe("activeHref", () => {
  it("matches the dashboard only on exactly /", () => {
    expect(activeHref("/", hrefs)).toBe("/");
    expect(activeHref("/unknown", hrefs)).toBeUndefined();
  });

  it("matches an entry and the paths under it", () => {
    expect(activeHref("/bookings", hrefs)).toBe("/bookings");
    expect(activeHref("/bookings/42", hrefs)).toBe("/bookings");
    expect(activeHref("/bookings/", hrefs)).toBe("/bookings");
  });

  it("does not match a path that merely starts with the same letters", () => {
    expect(activeHref("/bookings-archive", hrefs)).toBeUndefined();
    expect(activeHref("/erpx", hrefs)).toBeUndefined();
  });

  it("picks the longest match, so nested entries win over their parent", () => {
    expect(activeHref("/erp/invoices", hrefs)).toBe("/erp/invoices");
    expect(activeHref("/erp/invoices/7", hrefs)).toBe("/erp/invoices");
    expect(activeHref("/erp/dashboard", hrefs)).toBe("/erp");
    expect(activeHref("/erp", hrefs)).toBe("/erp");
  });
});
