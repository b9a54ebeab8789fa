import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithMantine } from "../../test/render";
import { PriceCalculation } from "./PriceCalculation";

const stay = {
  checkInDate: "2026-11-22",
  checkOutDate: "2026-11-25",
  adults: 2,
  children: 1,
  discountPercentage: 10,
  isComplimentary: false,
};

describe("PriceCalculation", () => {
  it("shows nights, subtotal, discount and total in rupees", () => {
    renderWithMantine(<PriceCalculation stay={stay} />);
    // (2 × 3200 + 1 × 1600) × 3 nights = 24,000; 10% off.
    expect(screen.getByText("3")).toBeTruthy();
    expect(screen.getByText("₹24,000.00")).toBeTruthy();
    expect(screen.getByText("Discount (10%)")).toBeTruthy();
    expect(screen.getByText("-₹2,400.00")).toBeTruthy();
    expect(screen.getByText("₹21,600.00")).toBeTruthy();
  });

  it("shows FREE for a complimentary stay", () => {
    renderWithMantine(<PriceCalculation stay={{ ...stay, isComplimentary: true }} />);
    expect(screen.getByText("FREE")).toBeTruthy();
  });

  it("asks for the dates before there is a price", () => {
    renderWithMantine(<PriceCalculation stay={null} />);
    expect(screen.getByText("Choose the dates to see the price.")).toBeTruthy();
  });
});
