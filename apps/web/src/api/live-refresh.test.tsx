import { focusManager, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meQueryKey } from "../auth/session";
import { apiError, createFakeApiClient } from "../test/fake-api";
import {
  DATA_VERSION_MAX_BACKOFF_MS,
  DATA_VERSION_POLL_MS,
  nextPollIn,
  useLiveRefresh,
} from "./live-refresh";
import { createQueryClient } from "./query-client";
import { TRPCProvider, useTRPC } from "./trpc";

const pageVersion = vi.hoisted(() => ({ value: undefined as string | undefined }));
vi.mock("./page-data", () => ({ pageDataVersion: () => pageVersion.value }));

/** A screen showing the rooms, kept current by the live refresh. */
function RoomsScreen() {
  useLiveRefresh();
  const trpc = useTRPC();
  const rooms = useQuery(trpc.rooms.list.queryOptions());
  return <p>{rooms.data ? `${rooms.data.length} rooms` : "loading"}</p>;
}

function setup(version: () => string) {
  const roomsList = vi.fn(() => [{ id: "r1" }]);
  const me = vi.fn(() => ({ id: "u1" }));
  const versionCalls = vi.fn(() => ({ version: version() }));
  const onError = vi.fn();
  const queryClient = createQueryClient(onError);
  queryClient.setQueryData(meQueryKey, { id: "u1" });
  const apiClient = createFakeApiClient({
    "rooms.list": roomsList,
    "auth.me": me,
    "dataChanges.version": versionCalls,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider queryClient={queryClient} trpcClient={apiClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
  const view = render(<RoomsScreen />, { wrapper });
  return { roomsList, me, versionCalls, onError, view };
}

async function tick(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  pageVersion.value = undefined;
});
afterEach(() => vi.useRealTimers());

describe("live refresh", () => {
  it("refetches the screen when another terminal changed the data, and only then", async () => {
    let version = "7";
    const { roomsList, versionCalls, me } = setup(() => version);
    await tick(0);
    expect(roomsList).toHaveBeenCalledTimes(1);

    await tick(DATA_VERSION_POLL_MS);
    expect(versionCalls).toHaveBeenCalledTimes(2);
    expect(roomsList).toHaveBeenCalledTimes(1);

    version = "8";
    await tick(DATA_VERSION_POLL_MS);
    await tick(50);
    expect(roomsList).toHaveBeenCalledTimes(2);
    // The session is not asked again: who is signed in did not change with the data.
    expect(me).not.toHaveBeenCalled();

    await tick(DATA_VERSION_POLL_MS * 3);
    expect(roomsList).toHaveBeenCalledTimes(2);
  });

  it("stops polling once the session has expired, leaving it to the session expiry handler", async () => {
    let fail = false;
    const { versionCalls, onError } = setup(() => {
      if (fail) throw apiError("UNAUTHORIZED", "Please sign in");
      return "1";
    });
    await tick(0);
    fail = true;
    await tick(DATA_VERSION_POLL_MS);
    expect(onError).toHaveBeenCalledTimes(1);
    const calls = versionCalls.mock.calls.length;
    await tick(DATA_VERSION_POLL_MS * 4);
    expect(versionCalls.mock.calls.length).toBe(calls);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("keeps polling, less often, while the server cannot be reached, and refreshes when it is back", async () => {
    let down = false;
    let version = "1";
    const { versionCalls, roomsList } = setup(() => {
      if (down) throw apiError("INTERNAL_SERVER_ERROR", "Failed to fetch");
      return version;
    });
    await tick(50);
    down = true;
    const failedFrom = versionCalls.mock.calls.length;
    // Failing for a minute: polls at 5, 10, 20 and 40 s, then once a minute.
    await tick(60_000);
    const failures = versionCalls.mock.calls.length - failedFrom;
    expect(failures).toBeGreaterThanOrEqual(3);
    expect(failures).toBeLessThanOrEqual(5);
    expect(nextPollIn(10 * 60_000)).toBe(DATA_VERSION_MAX_BACKOFF_MS);

    down = false;
    version = "2";
    await tick(DATA_VERSION_MAX_BACKOFF_MS);
    await tick(50);
    expect(roomsList).toHaveBeenCalledTimes(2);
  });

  it("after a long hidden spell, a poll that fails on waking is tried again in 5 s, not a minute", async () => {
    let down = false;
    const { versionCalls } = setup(() => {
      if (down) throw apiError("INTERNAL_SERVER_ERROR", "Failed to fetch");
      return "1";
    });
    await tick(50);
    act(() => focusManager.setFocused(false));
    await tick(10 * 60_000);
    const beforeWaking = versionCalls.mock.calls.length;
    down = true;
    act(() => focusManager.setFocused(true));
    await tick(50);
    expect(versionCalls.mock.calls.length).toBe(beforeWaking + 1);
    await tick(DATA_VERSION_POLL_MS);
    expect(versionCalls.mock.calls.length).toBe(beforeWaking + 2);
    act(() => focusManager.setFocused(undefined));
  });

  it("compares the first poll with the page's version: a change made meanwhile is not missed", async () => {
    pageVersion.value = "5";
    const { roomsList } = setup(() => "6");
    await tick(50);
    expect(roomsList).toHaveBeenCalledTimes(2);
  });
});
