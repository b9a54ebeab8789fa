import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderWithApi } from "../bookings/render-with-api";
import { ReportsPage } from "./ReportsPage";

const emptyIncome = (input: unknown) => ({
  ...(input as object),
  rows: [],
  totals: { income: "0.00", expenses: "0.00", profit: "0.00" },
});

describe("Reports page", () => {
  // 19:00 UTC on 30 Nov is already 1 December in India.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T19:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("opens on the property's current month, monthly, and fetches only when both dates are set", async () => {
    const income = vi.fn(emptyIncome);
    renderWithApi(<ReportsPage />, {
      "reports.income": income,
      "reports.expenses": () => ({ startDate: "", endDate: "", rows: [], total: "0.00" }),
      "reports.gst": () => ({}),
    });
    expect(await screen.findByText("No data found for the selected period")).toBeTruthy();
    expect(screen.getByLabelText("Start Date")).toHaveProperty("value", "01/12/2026");
    expect(screen.getByLabelText("End Date")).toHaveProperty("value", "31/12/2026");
    expect(income).toHaveBeenCalledWith({
      startDate: "2026-12-01",
      endDate: "2026-12-31",
      period: "monthly",
    });
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "" } });
    expect(await screen.findByText("Choose the dates")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Start Date"), { target: { value: "01/01/2027" } });
    expect(await screen.findByText("End date cannot be before start date")).toBeTruthy();
    fireEvent.blur(screen.getByLabelText("Start Date"));
    fireEvent.click(screen.getByRole("button", { name: "Last 7 Days" }));
    expect(await screen.findByText("No data found for the selected period")).toBeTruthy();
    expect(income).toHaveBeenLastCalledWith({
      startDate: "2026-11-25",
      endDate: "2026-12-01",
      period: "monthly",
    });
    expect(screen.getByLabelText("Start Date")).toHaveProperty("value", "25/11/2026");
    expect(income).toHaveBeenCalledTimes(2);
  });

  it("says when a report cannot be fetched", async () => {
    renderWithApi(<ReportsPage />, {
      "reports.income": () => {
        throw apiError("INTERNAL_SERVER_ERROR", "Internal server error");
      },
      "reports.expenses": () => ({ startDate: "", endDate: "", rows: [], total: "0.00" }),
      "reports.gst": () => ({}),
    });
    expect(await screen.findByText("Failed to fetch income report")).toBeTruthy();
  });
});
