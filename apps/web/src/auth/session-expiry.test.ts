import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../api/query-client";
import { apiError } from "../test/fake-api";
import { meQueryKey } from "./session";
import { createSessionExpiryHandler, SESSION_RESET_DELAY_MS } from "./session-expiry";

const notifyError = vi.hoisted(() => vi.fn());
vi.mock("../lib/notify", () => ({ notifyError }));

function setup(signedIn: boolean) {
  const queryClient = createQueryClient();
  const handle = createSessionExpiryHandler(() => queryClient);
  queryClient.setQueryData(meQueryKey, signedIn ? { id: "u1", username: "admin" } : null);
  queryClient.setQueryData(["users", "list"], ["someone"]);
  return { queryClient, handle };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  notifyError.mockReset();
});

describe("session expiry", () => {
  it("announces once, then after 500 ms forgets the user and their data", async () => {
    const { queryClient, handle } = setup(true);
    handle(apiError("UNAUTHORIZED", "Please sign in"));
    handle(apiError("UNAUTHORIZED", "Please sign in"));

    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith("Unauthorized", "You are logged out. Logging in again...");
    expect(queryClient.getQueryData(meQueryKey)).toBeTruthy();

    await vi.advanceTimersByTimeAsync(SESSION_RESET_DELAY_MS);
    expect(queryClient.getQueryData(meQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(["users", "list"])).toBeUndefined();
  });

  it("ignores UNAUTHORIZED while nobody is signed in, such as a wrong password", async () => {
    const { queryClient, handle } = setup(false);
    handle(apiError("UNAUTHORIZED", "Invalid username or password"));
    await vi.advanceTimersByTimeAsync(SESSION_RESET_DELAY_MS);
    expect(notifyError).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it("ignores other errors", () => {
    const { handle } = setup(true);
    handle(apiError("FORBIDDEN", "Your role does not allow this"));
    handle(new Error("Failed to fetch"));
    expect(notifyError).not.toHaveBeenCalled();
  });
});
