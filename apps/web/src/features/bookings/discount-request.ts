/** What waits for a manager, as the booking and group screens and the dashboard say it. */
export interface DiscountRequestView {
  discountPercentage: string;
  isComplimentary: boolean;
  requestedBy: string | null;
}

/** "12.5" from "12.50", "25" from "25.00". */
const percentText = (value: string) => String(Number(value));

/** "Complimentary stay" or "25% discount", with who asked for it when known. */
export function discountRequestText(request: DiscountRequestView): string {
  const what = request.isComplimentary
    ? "Complimentary stay"
    : `${percentText(request.discountPercentage)}% discount`;
  return request.requestedBy ? `${what}, asked by ${request.requestedBy}` : what;
}
