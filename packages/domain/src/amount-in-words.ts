import type { Paise } from "./money";

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0..99 in words ("Forty-Five"); empty for 0. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ""}`;
}

/** 0..999 in words; empty for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest].filter(Boolean).join(" ");
}

/** A whole number in Indian numbering: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(" ");
}

/** An amount as an invoice writes it: "Rupees One Lakh Five Thousand and Fifty Paise Only". */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}
