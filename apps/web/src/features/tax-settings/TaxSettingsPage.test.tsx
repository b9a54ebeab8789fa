import { GSTIN_CHECK_MESSAGE } from "@atithi/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

const FIRST_RENDER = { timeout: 5000 };
const config = {
  gstNumber: null,
  businessName: "Atithi Guest House",
  businessAddress: null,
  panNumber: null,
  enableGst: false,
  gstRate: "18.00",
  updatedAt: "2026-11-22T05:00:00.000Z",
};

describe("Tax settings page", () => {
  it("checks the GSTIN before saving, then saves it upper-cased", async () => {
    const update = vi.fn((input: unknown) => ({ ...config, ...(input as object) }));
    renderApp("/settings/tax", {
      "auth.me": () => testUser("admin"),
      "settings.taxConfig": () => config,
      "settings.updateTaxConfig": update,
    });
    const gstin = await screen.findByLabelText(/GSTIN/, {}, FIRST_RENDER);
    expect(screen.getByLabelText("Business Name")).toHaveProperty("value", "Atithi Guest House");
    fireEvent.change(gstin, { target: { value: "27aapfu0939f1zw" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Tax Settings" }));
    expect(await screen.findByText(GSTIN_CHECK_MESSAGE)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(gstin, { target: { value: "27aapfu0939f1zv" } });
    fireEvent.click(screen.getByLabelText(/Enable GST/));
    fireEvent.click(screen.getByRole("button", { name: "Save Tax Settings" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith({
      gstNumber: "27AAPFU0939F1ZV",
      businessName: "Atithi Guest House",
      businessAddress: null,
      panNumber: null,
      enableGst: true,
    });
    expect(await screen.findByText("Tax settings saved")).toBeTruthy();
  });

  it("sets the arrival day's no-show cut-off with the discount limit", async () => {
    const saved = {
      maxDiscountWithoutApproval: 10,
      noShowCutoff: "18:00",
      updatedAt: "2026-11-22T05:00:00.000Z",
    };
    const update = vi.fn((input: unknown) => ({ ...saved, ...(input as object) }));
    renderApp("/settings/tax", {
      "auth.me": () => testUser("admin"),
      "settings.taxConfig": () => config,
      "settings.frontDesk": () => saved,
      "settings.updateFrontDesk": update,
    });
    const cutoff = await screen.findByLabelText("No-show cut-off on the arrival day", {}, FIRST_RENDER);
    expect(cutoff).toHaveProperty("value", "18:00");
    fireEvent.change(cutoff, { target: { value: "20:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({ maxDiscountWithoutApproval: 10, noShowCutoff: "20:30" }),
    );
    expect(await screen.findByText("Front desk settings saved")).toBeTruthy();
  });

  it("sends a manager to the dashboard, without asking the server", async () => {
    const read = vi.fn(() => config);
    const { router } = renderApp("/settings/tax", {
      "auth.me": () => testUser("manager"),
      "settings.taxConfig": read,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(read).not.toHaveBeenCalled();
  });
});
