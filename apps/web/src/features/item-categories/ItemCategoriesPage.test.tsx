import type { ItemCategoryRow } from "@atithi/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

const FIRST_RENDER = { timeout: 5000 };

const category = (
  over: Partial<ItemCategoryRow> & Pick<ItemCategoryRow, "id" | "categoryCode" | "categoryName">,
): ItemCategoryRow => ({
  description: null,
  parentCategoryId: null,
  level: 1,
  isActive: true,
  itemCount: 0,
  createdAt: "2026-11-20T05:00:00.000Z",
  updatedAt: "2026-11-20T05:00:00.000Z",
  ...over,
});

const food = category({
  id: "fb",
  categoryCode: "FB",
  categoryName: "Food & Beverage",
  description: "Kitchen and bar",
});
const drinks = category({
  id: "bev",
  categoryCode: "FB-BEV",
  categoryName: "Beverages",
  parentCategoryId: "fb",
  level: 2,
  itemCount: 3,
});
const juice = category({
  id: "juice",
  categoryCode: "FB-BEV-J",
  categoryName: "Juices",
  parentCategoryId: "bev",
  level: 3,
  itemCount: 1,
});
const amenities = category({
  id: "amn",
  categoryCode: "AMN",
  categoryName: "Guest Amenities",
  isActive: false,
});
const ALL = [food, drinks, juice, amenities];

function open(role = "admin", procedures: Record<string, (input: unknown) => unknown> = {}) {
  return renderApp("/erp/categories", {
    "auth.me": () => testUser(role),
    "itemCategories.list": () => ALL,
    ...procedures,
  });
}

const rows = () =>
  within(screen.getByRole("list", { name: "Categories" }))
    .getAllByRole("listitem")
    .map((li) => li.getAttribute("aria-label"));

describe("Item categories page", () => {
  it("shows the tree, each category with its status, items and description", async () => {
    open();
    await screen.findByRole("listitem", { name: "FB Food & Beverage" }, FIRST_RENDER);
    expect(rows()).toEqual([
      "AMN Guest Amenities",
      "FB Food & Beverage",
      "FB-BEV Beverages",
      "FB-BEV-J Juices",
    ]);
    const bev = screen.getByRole("listitem", { name: "FB-BEV Beverages" });
    expect(within(bev).getByText("3 items")).toBeTruthy();
    expect(within(bev).getByText("Active")).toBeTruthy();
    expect(
      within(screen.getByRole("listitem", { name: "FB-BEV-J Juices" })).getByText("1 item"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("listitem", { name: "AMN Guest Amenities" })).getByText("Inactive"),
    ).toBeTruthy();
    expect(screen.getByText("Kitchen and bar")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("4 categories");
  });

  it("searches code or name and filters active ones; says when nothing matches", async () => {
    open();
    const search = await screen.findByPlaceholderText("Search categories...", {}, FIRST_RENDER);
    fireEvent.change(search, { target: { value: "fb-bev" } });
    expect(rows()).toEqual(["FB-BEV Beverages", "FB-BEV-J Juices"]);
    fireEvent.change(search, { target: { value: "JUICES" } });
    expect(rows()).toEqual(["FB-BEV-J Juices"]);
    fireEvent.change(search, { target: { value: "" } });
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Active Only", hidden: true }));
    await waitFor(() =>
      expect(rows()).toEqual(["FB Food & Beverage", "FB-BEV Beverages", "FB-BEV-J Juices"]),
    );
    fireEvent.change(search, { target: { value: "nothing" } });
    expect(screen.getByText("No categories found")).toBeTruthy();
  });

  it("creates a category under another, naming what is wrong first", async () => {
    const create = vi.fn((input: unknown) => ({ ...drinks, ...(input as object), id: "new" }));
    open("admin", { "itemCategories.create": create });
    fireEvent.click(await screen.findByRole("button", { name: "Add Category" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Create New Category" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Category" }));
    expect(await within(dialog).findByText("Category code is required")).toBeTruthy();
    expect(within(dialog).getByText("Category name is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Category Code/), { target: { value: "FB-SNK" } });
    fireEvent.change(within(dialog).getByLabelText(/Category Name/), { target: { value: "Snacks" } });
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Parent Category/ }));
    // Inactive categories are not offered as parents.
    expect(screen.queryByRole("option", { name: /AMN Guest Amenities/, hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole("option", { name: "FB Food & Beverage", hidden: true }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Category" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        categoryCode: "FB-SNK",
        categoryName: "Snacks",
        description: null,
        parentCategoryId: "fb",
        isActive: true,
      }),
    );
    expect(await screen.findByText("Category created successfully")).toBeTruthy();
  });

  it("edits a category, never offering itself or what is under it as its parent, and shows the server's refusal", async () => {
    const update = vi.fn(() => {
      throw apiError("CONFLICT", "Category code already exists");
    });
    open("admin", { "itemCategories.update": update });
    const bev = await screen.findByRole("listitem", { name: "FB-BEV Beverages" }, FIRST_RENDER);
    fireEvent.click(within(bev).getByRole("button", { name: "Edit FB-BEV Beverages" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Category" });
    expect((within(dialog).getByLabelText(/Category Name/) as HTMLInputElement).value).toBe("Beverages");
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Parent Category/ }));
    expect(await screen.findByRole("option", { name: "FB Food & Beverage", hidden: true })).toBeTruthy();
    expect(screen.queryByRole("option", { name: /FB-BEV/, hidden: true })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Category Code/), { target: { value: "FB" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Category code already exists")).toBeTruthy();
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: "bev", categoryCode: "FB", parentCategoryId: "fb", isActive: true }),
    );
  });

  it("shows the empty state, read-only for a manager", async () => {
    open("manager", { "itemCategories.list": () => [] });
    expect(await screen.findByText("No categories found", {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add Category" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add First Category" })).toBeNull();
  });
});
