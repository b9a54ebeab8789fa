import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../../test/render";
import { ApiTokensTable } from "./ApiTokensTable";
import type { ApiTokenRow } from "./user-display";

const NOW = new Date("2026-11-27T06:30:00Z");
const token = (fields: Partial<ApiTokenRow>): ApiTokenRow => ({
  id: "t1",
  name: "Channel manager",
  userId: "u2",
  username: "desk",
  scope: "read",
  createdAt: "2026-11-01T04:30:00.000Z",
  expiresAt: "2027-01-30T04:30:00.000Z",
  lastUsedAt: null,
  revokedAt: null,
  revokedReason: null,
  ...fields,
});

function rowOf(name: string) {
  return screen.getByRole("row", { name: new RegExp(`^${name}`) });
}

describe("ApiTokensTable", () => {
  it("shows each token's scope, expiry and whether it works, and why not", () => {
    const onRevoke = vi.fn();
    renderWithMantine(
      <ApiTokensTable
        now={NOW}
        timeZone="Asia/Kolkata"
        showUser={false}
        onRevoke={onRevoke}
        tokens={[
          token({ id: "a", name: "Reports" }),
          token({ id: "b", name: "Sync", scope: "write", expiresAt: "2026-11-27T06:00:00.000Z" }),
          token({
            id: "c",
            name: "Old script",
            scope: "write",
            revokedAt: "2026-11-20T04:30:00.000Z",
            revokedReason: "password_changed",
          }),
        ]}
      />,
    );
    expect(screen.queryByRole("columnheader", { name: "User" })).toBeNull();
    const reports = within(rowOf("Reports"));
    expect(reports.getByText("Read only")).toBeTruthy();
    expect(reports.getByText("Active")).toBeTruthy();
    // 04:30 UTC is 10:00 in India.
    expect(reports.getByText("30/01/2027, 10:00")).toBeTruthy();
    expect(within(rowOf("Sync")).getByText("Read and write")).toBeTruthy();
    expect(within(rowOf("Sync")).getByText("Expired")).toBeTruthy();
    const old = within(rowOf("Old script"));
    expect(old.getByText("Revoked: password changed")).toBeTruthy();
    expect(old.queryByRole("button", { name: /Revoke/ })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Revoke token Reports" }));
    expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: "a" }));
  });

  it("names each token's user in the administrator's list of everyone's", () => {
    renderWithMantine(
      <ApiTokensTable now={NOW} timeZone="Asia/Kolkata" showUser onRevoke={() => {}} tokens={[token({})]} />,
    );
    expect(screen.getByRole("columnheader", { name: "User" })).toBeTruthy();
    expect(within(rowOf("Channel manager")).getByText("desk")).toBeTruthy();
  });
});
