import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";
import { testAsset } from "./test-assets";

/** The page's code loads on first navigation, which takes a while on a busy machine. */
const FIRST_RENDER = { timeout: 5000 };

const pending = testAsset({ id: "a1", tagName: "Sofa", category: "furniture" });
const approved = testAsset({ id: "a2", tagName: "Laptop", category: "electronics", status: "approved" });

describe("Asset tags page", () => {
  it("shows each asset's columns, with Approve and Reject only on pending assets", async () => {
    renderApp("/asset-tags", {
      "auth.me": () => testUser("admin"),
      "assetTags.list": () => [pending, approved],
    });
    const sofa = (await screen.findByText("Sofa", { selector: "p" }, FIRST_RENDER)).closest(
      "tr",
    ) as HTMLElement;
    expect(within(sofa).getByText("Furniture")).toBeTruthy();
    expect(within(sofa).getByText("₹1,85,000.50")).toBeTruthy();
    expect(within(sofa).getByText("Pending")).toBeTruthy();
    // Created at 01:30 on 5 Nov in India.
    expect(within(sofa).getByText("05/11/2026")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Approve Sofa" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reject Sofa" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve Laptop" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject Laptop" })).toBeNull();
    expect(screen.getByRole("button", { name: "Edit Laptop" })).toBeTruthy();
  });

  it("shows a card per asset on a phone, Approve again only on the pending one", async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...desktop(query),
      matches: true,
    })) as typeof window.matchMedia;
    try {
      renderApp("/asset-tags", {
        "auth.me": () => testUser("admin"),
        "assetTags.list": () => [pending, approved],
      });
      const sofa = await screen.findByRole("article", { name: "Sofa" }, FIRST_RENDER);
      expect(within(sofa).getByText("₹1,85,000.50")).toBeTruthy();
      expect(within(sofa).getByRole("button", { name: "Approve Sofa" })).toBeTruthy();
      const laptop = screen.getByRole("article", { name: "Laptop" });
      expect(within(laptop).getByText("Approved")).toBeTruthy();
      expect(within(laptop).queryByRole("button", { name: /Approve/ })).toBeNull();
      expect(screen.queryByRole("table")).toBeNull();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it("offers no approval to roles that cannot approve, nor deleting a decided asset", async () => {
    renderApp("/asset-tags", {
      "auth.me": () => testUser("front_desk"),
      "assetTags.list": () => [pending, approved],
    });
    await screen.findByText("Sofa", { selector: "p" }, FIRST_RENDER);
    expect(screen.queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete Sofa" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete Laptop" })).toBeNull();
    expect(screen.getByRole("button", { name: "Edit Laptop" })).toBeTruthy();
  });

  it("approves a pending asset and refreshes the list", async () => {
    let asset = pending;
    const approve = vi.fn(() => {
      asset = { ...pending, status: "approved" };
      return asset;
    });
    renderApp("/asset-tags", {
      "auth.me": () => testUser("admin"),
      "assetTags.list": () => [asset],
      "assetTags.approve": approve,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Approve Sofa" }, FIRST_RENDER));
    expect(await screen.findByText("Asset approved by super admin")).toBeTruthy();
    expect(approve).toHaveBeenCalledWith({ id: "a1" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Approve Sofa" })).toBeNull());
  });

  it("shows the failure toast of the spec when approval is refused", async () => {
    renderApp("/asset-tags", {
      "auth.me": () => testUser("admin"),
      "assetTags.list": () => [pending],
      "assetTags.approve": () => {
        throw apiError("CONFLICT", "Only pending assets can be approved; this asset is already approved");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Approve Sofa" }, FIRST_RENDER));
    expect(
      await screen.findByText("Failed to approve asset tag. Only super admin can approve."),
    ).toBeTruthy();
    expect(
      screen.getByText("Only pending assets can be approved; this asset is already approved"),
    ).toBeTruthy();
  });

  it("asks before deleting", async () => {
    const remove = vi.fn(() => ({ id: "a1" }));
    renderApp("/asset-tags", {
      "auth.me": () => testUser("admin"),
      "assetTags.list": () => [pending],
      "assetTags.delete": remove,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Sofa" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Delete Asset" });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Asset deleted")).toBeTruthy();
    expect(remove).toHaveBeenCalledWith({ id: "a1" });
  });

  it("sends the filters and offers 'Add First Asset' when there are no assets at all", async () => {
    const list = vi.fn(() => []);
    renderApp("/asset-tags", { "auth.me": () => testUser("manager"), "assetTags.list": list });
    expect(await screen.findByRole("button", { name: "Add First Asset" }, FIRST_RENDER)).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ status: "all", category: "all" });
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Pending", hidden: true }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: "pending", category: "all" }));
    expect(await screen.findByText("No assets match these filters")).toBeTruthy();
  });
});
