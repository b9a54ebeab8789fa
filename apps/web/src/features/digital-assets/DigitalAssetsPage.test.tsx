import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";
import type { FileChooserProps } from "./FileChooser";

// Uppy's dashboard needs a real browser (the browser test drives it); here a button stands in for
// it and reports an uploaded file the way the chooser does.
let uploadedFile = { fileName: "march-power-bill.pdf", mimeType: "application/pdf", fileSize: 2048 };
vi.mock("./FileChooser", () => ({
  FileChooser: ({ onUploaded }: FileChooserProps) => (
    <button
      type="button"
      onClick={() =>
        onUploaded({
          ...uploadedFile,
          fileUrl: "/api/objects/local/uploads/0b6f2a52-3c1e-4c7a-9d0e-5f1a2b3c4d5e",
        })
      }
    >
      Fake upload
    </button>
  ),
}));

const bill = {
  id: "a1",
  fileName: "march-power-bill.pdf",
  originalName: "march-power-bill.pdf",
  fileType: "power_bill",
  description: "Electricity, March",
  retentionYears: 7,
  confidentialityLevel: "internal",
  tags: null,
  notes: null,
  fileUrl: "/api/digital-assets/a1/file",
  fileSize: 1536,
  mimeType: "application/pdf",
  expirationDate: "2033-11-22",
  status: "active",
  uploadedBy: "u1",
  createdAt: "2026-11-21T20:00:00.000Z",
};

describe("Digital assets page", () => {
  it("lists assets with size, retention and links that open the file in a new tab", async () => {
    renderApp("/digital-assets", { "auth.me": () => testUser(), "digitalAssets.list": () => [bill] });
    const row = (await screen.findByText("march-power-bill.pdf", {}, { timeout: 5000 })).closest(
      "tr",
    ) as HTMLElement;
    for (const text of ["Power bill", "1.5 KB", "Internal", "7 years", "Until 22/11/2033", "22/11/2026"]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    const view = within(row).getByRole("link", { name: "View march-power-bill.pdf" });
    expect(view.getAttribute("href")).toBe("/api/digital-assets/a1/file");
    expect(view.getAttribute("target")).toBe("_blank");
    expect(
      within(row).getByRole("link", { name: "Download march-power-bill.pdf" }).getAttribute("href"),
    ).toBe("/api/digital-assets/a1/file?download=1");
    for (const header of [
      "File Name",
      "Type",
      "Size",
      "Confidentiality",
      "Retention",
      "Uploaded",
      "Actions",
    ]) {
      expect(screen.getByRole("columnheader", { name: header })).toBeTruthy();
    }
  });

  it("shows loading, then the empty state", async () => {
    let answer: (value: unknown[]) => void = () => {};
    renderApp("/digital-assets", {
      "auth.me": () => testUser(),
      "digitalAssets.list": () => new Promise((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText("Loading assets...", {}, { timeout: 5000 })).toBeTruthy();
    answer([]);
    expect(await screen.findByText("No digital assets found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload First Asset" })).toBeTruthy();
  });

  it("prefills the form from the uploaded file and saves it", async () => {
    const create = vi.fn((input: unknown) => ({ ...bill, ...(input as object) }));
    renderApp("/digital-assets", {
      "auth.me": () => testUser(),
      "digitalAssets.list": () => [],
      "digitalAssets.create": create,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Upload First Asset" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Upload Asset" });
    const save = within(dialog).getByRole("button", { name: "Save Asset" });
    expect(save.hasAttribute("disabled")).toBe(true);

    fireEvent.click(within(dialog).getByRole("button", { name: "Fake upload" }));
    expect(await screen.findByText("File Uploaded")).toBeTruthy();
    expect((within(dialog).getByLabelText(/File name/) as HTMLInputElement).value).toBe(
      "march-power-bill.pdf",
    );
    expect((within(dialog).getByLabelText("File type") as HTMLInputElement).value).toBe("Power bill");
    expect(save.hasAttribute("disabled")).toBe(false);

    fireEvent.click(save);
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      fileName: "march-power-bill.pdf",
      fileType: "power_bill",
      retentionYears: 7,
      confidentialityLevel: "internal",
      fileUrl: "/api/objects/local/uploads/0b6f2a52-3c1e-4c7a-9d0e-5f1a2b3c4d5e",
    });
    expect(await screen.findByText("Asset Uploaded")).toBeTruthy();
  });

  it("guesses a photo for an image and refuses an empty name", async () => {
    uploadedFile = { fileName: "lobby.jpg", mimeType: "image/jpeg", fileSize: 4096 };
    const create = vi.fn();
    renderApp("/digital-assets", {
      "auth.me": () => testUser(),
      "digitalAssets.list": () => [],
      "digitalAssets.create": create,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Upload Asset" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Upload Asset" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Fake upload" }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText("File type") as HTMLInputElement).value).toBe("Photo"),
    );
    fireEvent.change(within(dialog).getByLabelText(/File name/), { target: { value: " " } });
    fireEvent.change(within(dialog).getByLabelText(/Retention/), { target: { value: "51" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Asset" }));
    expect(await within(dialog).findByText("File name is required")).toBeTruthy();
    expect(within(dialog).getByText("Retention period cannot exceed 50 years")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("offers deleting a document under retention only to an administrator, who gives a reason", async () => {
    const remove = vi.fn(() => ({ success: true }));
    renderApp("/digital-assets", {
      "auth.me": () => ({ ...testUser(), id: "u9" }),
      "digitalAssets.list": () => [bill],
      "digitalAssets.delete": remove,
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Delete march-power-bill.pdf" }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete digital asset" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(
      await within(dialog).findByText(
        "Give a reason to delete a document before the end of its retention period",
      ),
    ).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), {
      target: { value: "Scanned twice" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    expect(remove.mock.calls[0]).toEqual([{ id: "a1", reason: "Scanned twice" }]);
  });

  it("offers no Delete to the uploader of a document under retention, nor to anyone else", async () => {
    for (const user of [testUser("manager"), { ...testUser("front_desk"), id: "u2" }]) {
      const { unmount } = renderApp("/digital-assets", {
        "auth.me": () => user,
        "digitalAssets.list": () => [bill],
      });
      expect(await screen.findByText("march-power-bill.pdf", {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Delete march-power-bill.pdf" })).toBeNull();
      unmount();
    }
  });
});
