import { toPaise } from "@atithi/domain";

// Made on first use: a currency format costs a phone tens of milliseconds to build, and the screens
// importing this module (the dashboard's room cards) never format whole rupees.
let wholeRupees: Intl.NumberFormat | undefined;

/** An amount (decimal string) rounded half up to whole rupees with Indian grouping: "₹1,23,457". */
export function formatWholeRupees(amount: string): string {
  let paise: number;
  try {
    paise = toPaise(amount);
  } catch {
    return amount;
  }
  // Integer arithmetic on paise: exact, unlike rounding a float of the rupees.
  const rupees = Math.sign(paise) * Math.floor((Math.abs(paise) + 50) / 100);
  wholeRupees ??= new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return wholeRupees.format(rupees);
}
