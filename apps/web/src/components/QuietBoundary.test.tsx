import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { QuietBoundary } from "./QuietBoundary";

describe("QuietBoundary", () => {
  it("shows nothing for a part whose code failed to load, and keeps the rest of the page", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const Missing = lazy(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    render(
      <main>
        <input aria-label="Guest name" defaultValue="Meera" />
        <QuietBoundary>
          <Suspense fallback={null}>
            <Missing />
          </Suspense>
        </QuietBoundary>
      </main>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect((screen.getByLabelText("Guest name") as HTMLInputElement).value).toBe("Meera");
    quiet.mockRestore();
  });
});
