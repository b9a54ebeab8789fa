import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApi } from "../bookings/render-with-api";
import { AssetFormDialog } from "./AssetFormDialog";
import { testAsset } from "./test-assets";

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("AssetFormDialog", () => {
  it("shows the spec's messages and sends nothing while the form is invalid", async () => {
    const create = vi.fn(() => testAsset());
    renderWithApi(<AssetFormDialog state={{ asset: null }} onClose={() => {}} />, {
      "assetTags.create": create,
    });
    type("Value (₹)", "twelve");
    fireEvent.click(screen.getByRole("button", { name: "Add Asset" }));
    expect(await screen.findByText("Asset name is required")).toBeTruthy();
    expect(screen.getByText("Value must be a valid number")).toBeTruthy();
    type("Value (₹)", "-1");
    fireEvent.click(screen.getByRole("button", { name: "Add Asset" }));
    expect(await screen.findByText("Value cannot be negative")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("creates with the defaults, the value as a decimal string and blanks as null", async () => {
    const create = vi.fn(() => testAsset());
    const onClose = vi.fn();
    renderWithApi(<AssetFormDialog state={{ asset: null }} onClose={onClose} />, {
      "assetTags.create": create,
    });
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveProperty("value", "Equipment");
    expect(screen.getByRole("combobox", { name: "Condition" })).toHaveProperty("value", "Good");
    type(/Asset Name/, "Ceiling fan");
    type("Value (₹)", "2499.5");
    fireEvent.click(screen.getByRole("button", { name: "Add Asset" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      tagName: "Ceiling fan",
      category: "equipment",
      condition: "good",
      value: "2499.50",
      purchaseDate: null,
      description: null,
      vendor: null,
      location: null,
      notes: null,
    });
    expect(await screen.findByText("Asset created and pending approval")).toBeTruthy();
  });

  it("takes a purchase date typed the Indian way and sends it as yyyy-MM-dd", async () => {
    const create = vi.fn(() => testAsset());
    renderWithApi(<AssetFormDialog state={{ asset: null }} onClose={() => {}} />, {
      "assetTags.create": create,
    });
    type(/Asset Name/, "Ceiling fan");
    type("Purchase Date", "23/11/2026");
    fireEvent.blur(screen.getByLabelText("Purchase Date"));
    expect(screen.getByLabelText("Purchase Date")).toHaveProperty("value", "23/11/2026");
    fireEvent.click(screen.getByRole("button", { name: "Add Asset" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ purchaseDate: "2026-11-23" }));
  });

  it("edits an asset, sending a cleared value and purchase date as null", async () => {
    const update = vi.fn(() => testAsset());
    renderWithApi(<AssetFormDialog state={{ asset: testAsset() }} onClose={() => {}} />, {
      "assetTags.update": update,
    });
    expect(screen.getByLabelText(/Asset Name/)).toHaveProperty("value", "Diesel generator");
    type("Value (₹)", "");
    type("Purchase Date", "");
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: "a1", tagName: "Diesel generator", value: null, purchaseDate: null }),
    );
    expect(await screen.findByText("Asset updated")).toBeTruthy();
  });
});
