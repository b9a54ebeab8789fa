import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithMantine } from "../../test/render";
import { ReportSummaryCards } from "./ReportSummaryCards";

function netProfitColor(shown: string) {
  return within(screen.getByRole("group", { name: "Net Profit" })).getByText(shown).style.color;
}

describe("ReportSummaryCards", () => {
  it("shows the server's totals with Indian grouping", () => {
    renderWithMantine(
      <ReportSummaryCards totals={{ income: "123456.50", expenses: "23456.50", profit: "100000.00" }} />,
    );
    expect(
      within(screen.getByRole("group", { name: "Total Income" })).getByText("₹1,23,456.50"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("group", { name: "Total Expenses" })).getByText("₹23,456.50"),
    ).toBeTruthy();
    expect(netProfitColor("₹1,00,000.00")).toContain("green");
  });

  it("is green at exactly zero", () => {
    renderWithMantine(
      <ReportSummaryCards totals={{ income: "500.00", expenses: "500.00", profit: "0.00" }} />,
    );
    expect(netProfitColor("₹0.00")).toContain("green");
  });

  it("is red below zero", () => {
    renderWithMantine(<ReportSummaryCards totals={{ income: "0.00", expenses: "0.01", profit: "-0.01" }} />);
    expect(netProfitColor("-₹0.01")).toContain("red");
  });
});
