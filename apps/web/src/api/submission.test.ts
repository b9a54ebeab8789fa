import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSubmission } from "./submission";

describe("useSubmission", () => {
  it("refuses a second send while one is in flight, reuses the key on retry, renews it after success", () => {
    const { result } = renderHook(() => useSubmission());
    const first = result.current.start();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // The double click's second submit.
    expect(result.current.start()).toBeNull();
    result.current.settle(false);
    expect(result.current.start()).toBe(first);
    result.current.settle(true);
    const next = result.current.start();
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
  });
});
