import { describe, expect, it } from "vitest";
import { addDays, weekdayOf } from "./dates";
import { fromPaise, type Paise } from "./money";
import { priceStay, type StayPriceInput } from "./pricing";
import {
  capacityBelowStayError,
  DEFAULT_RATE_PLAN_NAME,
  DEFAULT_RATE_PLAN_PRICES,
  defaultRatePlan,
  minimumStayApplies,
  minimumStayError,
  type NightPrice,
  nightPrice,
  nightsAfterChange,
  occupancyError,
  priceNights,
  priceStayByPlan,
  type RatePlan,
  type RatePrices,
  type RateSeason,
  retireRoomError,
  roomCapacity,
} from "./rate-plans";
import {
  defaultRatePlanInput,
  RATE_PLAN_LIMITS,
  ratePlanFromText,
  ratePlanInput,
  ratePlanListInput,
  roomTypeInput,
  roomWithTypeInput,
  updateRatePlanInput,
  updateRoomTypeInput,
  updateRoomWithTypeInput,
} from "./rate-plans.schema";
import { TEXT_LIMITS } from "./text";

/** Rupees as paise. */
const rs = (rupees: number): Paise => Math.round(rupees * 100);
const prices = (base: number, extraAdult: number, child: number): RatePrices => ({
  base: rs(base),
  extraAdult: rs(extraAdult),
  child: rs(child),
});

const FRIDAY = 5;
const SATURDAY = 6;

/**
 * The Deluxe type: base occupancy 2. ₹4,000 a night for up to 2 adults, ₹1,200 per extra adult, ₹800
 * per child; Friday and Saturday nights ₹5,000 / ₹1,500 / ₹1,000. Diwali (6–12 Nov 2026, 7 nights)
 * at ₹6,000 / ₹1,500 / ₹1,000 with a 3-night minimum for arrivals in it, and inside it "Diwali peak"
 * (7–8 Nov, 2 nights, so more specific) at ₹7,000 / ₹1,800 / ₹1,200, weekends ₹7,500 / ₹2,000 /
 * ₹1,200. Two nights at least otherwise; breakfast included.
 */
const diwali: RateSeason = {
  name: "Diwali",
  from: "2026-11-06",
  to: "2026-11-12",
  prices: prices(6000, 1500, 1000),
  minimumStay: 3,
};
const diwaliPeak: RateSeason = {
  name: "Diwali peak",
  from: "2026-11-07",
  to: "2026-11-08",
  prices: prices(7000, 1800, 1200),
  weekendPrices: prices(7500, 2000, 1200),
};
const deluxe: RatePlan = {
  name: "Deluxe rack rate",
  baseOccupancy: 2,
  prices: prices(4000, 1200, 800),
  weekendDays: [FRIDAY, SATURDAY],
  weekendPrices: prices(5000, 1500, 1000),
  seasons: [diwali, diwaliPeak],
  minimumStay: 2,
  breakfastIncluded: true,
};

const stay = (
  checkInDate: string,
  checkOutDate: string,
  more: Partial<StayPriceInput> = {},
): StayPriceInput => ({
  checkInDate,
  checkOutDate,
  adults: 2,
  children: 0,
  discountPercentage: 0,
  isComplimentary: false,
  ...more,
});

/** A small seeded PRNG (mulberry32): the same inputs on every run, no dependency. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** A whole number from `min` to `max`, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

describe("the dates used here", () => {
  it("fall on the weekdays the hand-worked figures assume", () => {
    // 0 = Sunday … 6 = Saturday.
    expect(weekdayOf("2026-11-05")).toBe(4); // Thursday
    expect(weekdayOf("2026-11-06")).toBe(5); // Friday
    expect(weekdayOf("2026-11-07")).toBe(6); // Saturday
    expect(weekdayOf("2026-11-08")).toBe(0); // Sunday
    expect(weekdayOf("2026-11-09")).toBe(1); // Monday
    expect(weekdayOf("2026-11-26")).toBe(4); // Thursday
    expect(weekdayOf("2026-11-27")).toBe(5); // Friday
    expect(weekdayOf("2026-11-28")).toBe(6); // Saturday
  });

  it("weekdayOf agrees with the calendar from 1900 to 2100", () => {
    for (let date = "1900-01-01"; date <= "2100-12-31"; date = addDays(date, 97)) {
      expect(weekdayOf(date)).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
  });
});

describe("nightPrice", () => {
  it("prices each night of 5–9 Nov 2026 for 3 adults and 1 child by the plan in force that night", () => {
    const nights = ["2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08"].map((date) =>
      nightPrice(deluxe, date, 3, 1),
    );
    expect(nights).toEqual([
      // Thu 5 Nov: no season, not a weekend day: 4,000 + 1 extra adult × 1,200 + 1 child × 800 = 6,000.
      { date: "2026-11-05", amount: rs(6000), rate: "base" },
      // Fri 6 Nov: Diwali (no weekend prices of its own, so its prices even on a Friday):
      // 6,000 + 1,500 + 1,000 = 8,500.
      { date: "2026-11-06", amount: rs(8500), rate: "season", season: "Diwali" },
      // Sat 7 Nov: Diwali and Diwali peak both cover it; the peak's 2 nights beat Diwali's 7, and
      // Saturday takes its weekend prices: 7,500 + 2,000 + 1,200 = 10,700.
      { date: "2026-11-07", amount: rs(10700), rate: "season", season: "Diwali peak" },
      // Sun 8 Nov: the peak on a weekday: 7,000 + 1,800 + 1,200 = 10,000.
      { date: "2026-11-08", amount: rs(10000), rate: "season", season: "Diwali peak" },
    ]);
  });

  it("takes the weekend prices on weekend days outside seasons, and base otherwise", () => {
    // Thu 26 Nov, 2 adults: the base price covers both: 4,000.
    expect(nightPrice(deluxe, "2026-11-26", 2, 0)).toEqual({
      date: "2026-11-26",
      amount: rs(4000),
      rate: "base",
    });
    // Fri 27 Nov, 2 adults: 5,000.
    expect(nightPrice(deluxe, "2026-11-27", 2, 0)).toEqual({
      date: "2026-11-27",
      amount: rs(5000),
      rate: "weekend",
    });
    // Sat 28 Nov, 2 adults and 2 children: 5,000 + 2 × 1,000 = 7,000.
    expect(nightPrice(deluxe, "2026-11-28", 2, 2).amount).toBe(rs(7000));
    // Sat 28 Nov, 4 adults and 1 child: 5,000 + 2 × 1,500 + 1,000 = 9,000.
    expect(nightPrice(deluxe, "2026-11-28", 4, 1).amount).toBe(rs(9000));
  });

  it("charges the base price to fewer adults than the base occupancy", () => {
    // One adult in a room whose base price covers two still pays 4,000; with a child, 4,000 + 800.
    expect(nightPrice(deluxe, "2026-11-26", 1, 0).amount).toBe(rs(4000));
    expect(nightPrice(deluxe, "2026-11-26", 1, 1).amount).toBe(rs(4800));
  });

  it("prices weekend days at base when the plan has weekend days but no weekend prices", () => {
    const plan = { ...deluxe, weekendPrices: null, seasons: [] };
    expect(nightPrice(plan, "2026-11-27", 2, 0)).toEqual({
      date: "2026-11-27",
      amount: rs(4000),
      rate: "base",
    });
  });

  it("takes a season's own weekend prices only on the plan's weekend days", () => {
    // Diwali peak on a plan whose weekend is Sunday alone: Saturday 7 Nov is a weekday (7,000 for
    // 2 adults), Sunday 8 Nov a weekend day (7,500).
    const plan = { ...deluxe, weekendDays: [0] };
    expect(nightPrice(plan, "2026-11-07", 2, 0).amount).toBe(rs(7000));
    expect(nightPrice(plan, "2026-11-08", 2, 0).amount).toBe(rs(7500));
  });

  it("lets the most specific season win: shortest range, then the later start, then the first listed", () => {
    const season = (name: string, from: string, to: string, base: number): RateSeason => ({
      name,
      from,
      to,
      prices: prices(base, 0, 0),
    });
    const plan: RatePlan = {
      ...deluxe,
      weekendDays: [],
      seasons: [
        season("Winter", "2026-12-01", "2027-01-31", 4500),
        season("Christmas week", "2026-12-20", "2026-12-25", 5000),
        season("Year end", "2026-12-22", "2026-12-27", 5500),
        season("New Year's Eve", "2026-12-31", "2026-12-31", 9000),
        season("Gala A", "2027-01-10", "2027-01-12", 6000),
        season("Gala B", "2027-01-10", "2027-01-12", 6500),
      ],
    };
    const seasonOf = (date: string) => nightPrice(plan, date, 2, 0).season;
    // Only Winter covers 2 Dec.
    expect(seasonOf("2026-12-02")).toBe("Winter");
    // 21 Dec: Winter (61 nights) and Christmas week (6 nights): the shorter wins.
    expect(seasonOf("2026-12-21")).toBe("Christmas week");
    // 23 Dec: Christmas week and Year end are both 6 nights; Year end starts later.
    expect(seasonOf("2026-12-23")).toBe("Year end");
    // 31 Dec: a one-night season beats Winter; its price is 9,000.
    expect(nightPrice(plan, "2026-12-31", 2, 0)).toEqual({
      date: "2026-12-31",
      amount: rs(9000),
      rate: "season",
      season: "New Year's Eve",
    });
    // 11 Jan: two seasons with the same dates: the first listed.
    expect(seasonOf("2027-01-11")).toBe("Gala A");
    // 1 Feb: after every season.
    expect(nightPrice(plan, "2027-02-01", 2, 0).rate).toBe("base");
  });

  it("counts a season's first and last dates as its nights", () => {
    expect(nightPrice(deluxe, "2026-11-12", 2, 0).season).toBe("Diwali");
    expect(nightPrice(deluxe, "2026-11-13", 2, 0).rate).toBe("weekend"); // Friday after Diwali
  });
});

describe("priceStayByPlan", () => {
  const diwaliStay = stay("2026-11-05", "2026-11-09", { adults: 3, children: 1 });

  it("adds the nights of 5–9 Nov 2026 and shows each", () => {
    // 6,000 + 8,500 + 10,700 + 10,000 = 35,200.
    const price = priceStayByPlan(diwaliStay, deluxe);
    expect(price.nights).toBe(4);
    expect(price.nightly.map((n) => [n.date, fromPaise(n.amount), n.season ?? n.rate])).toEqual([
      ["2026-11-05", "6000.00", "base"],
      ["2026-11-06", "8500.00", "Diwali"],
      ["2026-11-07", "10700.00", "Diwali peak"],
      ["2026-11-08", "10000.00", "Diwali peak"],
    ]);
    expect(price.subtotal).toBe(rs(35200));
    expect(price.discountAmount).toBe(0);
    expect(price.total).toBe(rs(35200));
  });

  it("takes a 10% discount off the sum, rounded to the rupee as priceStay rounds it", () => {
    // 10% of 35,200 = 3,520; total 31,680.
    expect(priceStayByPlan({ ...diwaliStay, discountPercentage: 10 }, deluxe)).toMatchObject({
      subtotal: rs(35200),
      discountAmount: rs(3520),
      total: rs(31680),
    });
    // 33.33% of 35,200 = 11,732.16 → 11,732; total 23,468.
    expect(priceStayByPlan({ ...diwaliStay, discountPercentage: 33.33 }, deluxe)).toMatchObject({
      discountAmount: rs(11732),
      total: rs(23468),
    });
    // Thu 19 and Fri 20 Nov for 2 adults on a plan of ₹2,002 every night: 4,004; 12.5% = 500.50,
    // half up → 501; total 3,503.
    const plan: RatePlan = { ...deluxe, prices: prices(2002, 0, 0), weekendDays: [], seasons: [] };
    expect(
      priceStayByPlan(stay("2026-11-19", "2026-11-21", { discountPercentage: 12.5 }), plan),
    ).toMatchObject({
      subtotal: rs(4004),
      discountAmount: rs(501),
      total: rs(3503),
    });
    // Paise in the subtotal: ₹4,999.50 is ₹5,000 to the discount (rounded to the rupee first):
    // 10% = 500; total 4,499.50.
    expect(
      priceStayByPlan(stay("2026-11-26", "2026-11-27"), { ...plan, prices: prices(4999.5, 0, 0) }),
    ).toMatchObject({ subtotal: 499_950, discountAmount: 0, total: 499_950 });
    expect(
      priceStayByPlan(stay("2026-11-26", "2026-11-27", { discountPercentage: 10 }), {
        ...plan,
        prices: prices(4999.5, 0, 0),
      }),
    ).toMatchObject({ subtotal: 499_950, discountAmount: 50_000, total: 449_950 });
  });

  it("makes a complimentary stay free and still shows what each night was worth", () => {
    const price = priceStayByPlan({ ...diwaliStay, isComplimentary: true, discountPercentage: 10 }, deluxe);
    expect(price).toMatchObject({ subtotal: rs(35200), discountAmount: rs(35200), total: 0 });
    expect(price.nightly.map((n) => n.amount)).toEqual([rs(6000), rs(8500), rs(10700), rs(10000)]);
  });

  it("counts nights as priceStay does: a same-day stay is one night", () => {
    const price = priceStayByPlan(stay("2026-11-27", "2026-11-27"), deluxe);
    expect(price.nights).toBe(1);
    expect(price.nightly).toEqual([{ date: "2026-11-27", amount: rs(5000), rate: "weekend" }]);
  });
});

describe("the default plan", () => {
  it("is part 1's per-person prices: ₹3,200 per adult and ₹1,600 per child", () => {
    expect(DEFAULT_RATE_PLAN_PRICES).toEqual({ base: 320_000, extraAdult: 320_000, child: 160_000 });
    expect(defaultRatePlan()).toMatchObject({
      baseOccupancy: 1,
      weekendDays: [],
      seasons: [],
      minimumStay: 1,
      breakfastIncluded: false,
    });
    // Each call gives a plan of its own: changing one leaves the next as it was.
    const changed = defaultRatePlan();
    changed.prices.base = 1;
    expect(defaultRatePlan().prices.base).toBe(320_000);
  });

  it("charges part 1's per-person price for 1 to 4 adults and 0 to 2 children, one adult in a double included", () => {
    // Part 1: ₹3,200 an adult and ₹1,600 a child a night, whatever the room.
    const expected: Record<string, number> = {
      "1+0": 3200, // one adult alone in a double pays for one, not for the room's two
      "1+1": 4800, // 3,200 + 1,600
      "1+2": 6400, // 3,200 + 2 × 1,600
      "2+0": 6400, // 2 × 3,200
      "2+1": 8000,
      "2+2": 9600,
      "3+0": 9600, // 3 × 3,200
      "3+1": 11200,
      "3+2": 12800,
      "4+0": 12800, // 4 × 3,200
      "4+1": 14400,
      "4+2": 16000, // 4 × 3,200 + 2 × 1,600
    };
    for (const [guests, perNight] of Object.entries(expected)) {
      const [adults = 0, children = 0] = guests.split("+").map(Number);
      // Two nights (a Friday and a Saturday: the default plan has no weekend prices).
      const input = stay("2026-11-06", "2026-11-08", { adults, children });
      const { nightly, ...totals } = priceStayByPlan(input, defaultRatePlan());
      expect({ guests, subtotal: totals.subtotal }).toEqual({ guests, subtotal: rs(perNight * 2) });
      expect(totals).toEqual(priceStay(input));
      expect(nightly.map((n) => n.amount)).toEqual([rs(perNight), rs(perNight)]);
    }
  });

  it("is the plan a new room type gets, its base price for one adult whatever the type's base occupancy", () => {
    const input = defaultRatePlanInput("type-1");
    expect(input).toMatchObject({ baseOccupancy: 1, prices: { base: "3200.00", extraAdult: "3200.00" } });
    // Read back for a type whose base occupancy is 2: the plan's own 1 wins, so one adult pays ₹3,200.
    const plan = ratePlanFromText(input, 2);
    expect(plan.baseOccupancy).toBe(1);
    expect(nightPrice(plan, "2026-11-06", 1, 0).amount).toBe(rs(3200));
    expect(nightPrice(plan, "2026-11-06", 2, 0).amount).toBe(rs(6400));
  });

  it("prices the hand-worked stays as priceStay does", () => {
    // 2 adults and 1 child for 2 nights: (2 × 3,200 + 1,600) × 2 = 16,000.
    const input = stay("2026-05-01", "2026-05-03", { adults: 2, children: 1 });
    expect(priceStayByPlan(input, defaultRatePlan())).toMatchObject({
      nights: 2,
      subtotal: rs(16000),
      discountAmount: 0,
      total: rs(16000),
    });
    // The same stay over a Friday, a Saturday and Diwali: a default plan has no weekend or season.
    const festive = stay("2026-11-05", "2026-11-09", { adults: 3, children: 1, discountPercentage: 33.33 });
    // (3 × 3,200 + 1,600) × 4 = 44,800; 33.33% = 14,931.84 → 14,932; total 29,868.
    const { nightly, ...totals } = priceStayByPlan(festive, defaultRatePlan());
    expect(totals).toEqual({ nights: 4, subtotal: rs(44800), discountAmount: rs(14932), total: rs(29868) });
    expect(totals).toEqual(priceStay(festive));
    expect(nightly.every((n) => n.amount === rs(11200) && n.rate === "base")).toBe(true);
  });

  it("equals priceStay for every stay a booking may ask (4,000 seeded stays)", () => {
    const random = prng(20261106);
    const odd = [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      33.333,
      12.345,
      99.995,
      100.01,
    ];
    const wrong: string[] = [];
    for (let run = 0; run < 4000 && wrong.length < 5; run++) {
      const checkInDate = addDays("1900-01-01", random.int(0, 73_000));
      // Mostly short stays, some up to a year, and some whose check-out is not after check-in.
      const length = random.pick([
        random.int(1, 7),
        random.int(1, 30),
        random.int(31, 366),
        random.int(-3, 0),
      ]);
      const input: StayPriceInput = {
        checkInDate,
        checkOutDate: addDays(checkInDate, length),
        // Any adults from 1 (a booking needs one) and any children, beyond the booking form's 6.
        adults: random.int(1, 20),
        children: random.int(0, 20),
        discountPercentage: random.next() < 0.05 ? random.pick(odd) : random.int(-500, 20_000) / 100,
        isComplimentary: random.next() < 0.2,
      };
      const { nightly, ...totals } = priceStayByPlan(input, defaultRatePlan());
      const expected = priceStay(input);
      // Every night at the same per-person price, dated night after night from check-in.
      const perNight = input.adults * 320_000 + input.children * 160_000;
      const nightsRight =
        nightly.length === expected.nights &&
        nightly.every(
          (night, i) =>
            night.date === addDays(checkInDate, i) &&
            night.amount === perNight &&
            night.rate === "base" &&
            night.season === undefined,
        );
      if (JSON.stringify(totals) !== JSON.stringify(expected) || !nightsRight) {
        wrong.push(`${JSON.stringify(input)}: ${JSON.stringify(totals)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("any plan", () => {
  /** The season rule written another way: every covering season sorted, the first taken. */
  function referenceSeason(plan: RatePlan, date: string): RateSeason | undefined {
    const length = (s: RateSeason) => Date.parse(s.to) - Date.parse(s.from);
    return plan.seasons
      .map((season, index) => ({ season, index }))
      .filter(({ season }) => season.from <= date && date <= season.to)
      .sort(
        (a, b) =>
          length(a.season) - length(b.season) ||
          (a.season.from < b.season.from ? 1 : a.season.from > b.season.from ? -1 : 0) ||
          a.index - b.index,
      )[0]?.season;
  }

  it("prices each night by the rule and adds them up (1,000 seeded plans and stays)", () => {
    const random = prng(30);
    const anyPrices = () => prices(random.int(0, 20_000), random.int(0, 5_000), random.int(0, 3_000));
    const wrong: string[] = [];
    for (let run = 0; run < 1000 && wrong.length < 5; run++) {
      const seasons: RateSeason[] = Array.from({ length: random.int(0, 8) }, (_, i) => {
        const from = addDays("2026-10-01", random.int(0, 120));
        return {
          name: `S${i}`,
          from,
          to: addDays(from, random.int(0, 20)),
          prices: anyPrices(),
          weekendPrices: random.next() < 0.5 ? anyPrices() : null,
        };
      });
      const plan: RatePlan = {
        name: "Any",
        baseOccupancy: random.int(1, 4),
        prices: anyPrices(),
        weekendDays: [0, 1, 2, 3, 4, 5, 6].filter(() => random.next() < 0.3),
        weekendPrices: random.next() < 0.7 ? anyPrices() : undefined,
        seasons,
        minimumStay: 1,
        breakfastIncluded: false,
      };
      const checkInDate = addDays("2026-09-20", random.int(0, 150));
      const input = stay(checkInDate, addDays(checkInDate, random.int(1, 30)), {
        adults: random.int(1, 8),
        children: random.int(0, 4),
        discountPercentage: random.int(0, 10_000) / 100,
        isComplimentary: random.next() < 0.1,
      });
      const price = priceStayByPlan(input, plan);
      for (const night of price.nightly) {
        const season = referenceSeason(plan, night.date);
        const weekend = plan.weekendDays.includes(new Date(`${night.date}T00:00:00Z`).getUTCDay());
        const used = season
          ? weekend && season.weekendPrices
            ? season.weekendPrices
            : season.prices
          : weekend && plan.weekendPrices
            ? plan.weekendPrices
            : plan.prices;
        const extraAdults = Math.max(0, input.adults - plan.baseOccupancy);
        const expected = {
          date: night.date,
          amount: used.base + extraAdults * used.extraAdult + input.children * used.child,
          rate: season ? "season" : weekend && plan.weekendPrices ? "weekend" : "base",
          ...(season ? { season: season.name } : {}),
        };
        if (JSON.stringify(night) !== JSON.stringify(expected)) {
          wrong.push(`run ${run}: ${JSON.stringify(night)} ≠ ${JSON.stringify(expected)}`);
        }
      }
      const sum = price.nightly.reduce((total, n) => total + n.amount, 0);
      const totalsRight =
        sum === price.subtotal &&
        price.subtotal - price.discountAmount === price.total &&
        price.total >= 0 &&
        (input.isComplimentary ? price.total === 0 : price.discountAmount % 100 === 0);
      if (!totalsRight) wrong.push(`run ${run}: ${JSON.stringify(price)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("minimumStayError", () => {
  it("holds a stay to the plan's minimum", () => {
    // Thu 26 Nov to Fri 27 Nov is 1 night; the plan asks for 2.
    expect(minimumStayError(deluxe, "2026-11-26", "2026-11-27")).toBe(
      "This rate needs at least 2 nights; the stay has 1",
    );
    expect(minimumStayError(deluxe, "2026-11-26", "2026-11-28")).toBeNull();
    expect(minimumStayError({ ...deluxe, minimumStay: 3 }, "2026-11-26", "2026-11-28")).toBe(
      "This rate needs at least 3 nights; the stay has 2",
    );
  });

  it("lets a season covering the arrival night set its own minimum", () => {
    // Arriving Fri 6 Nov, in Diwali (3 nights at least), for 2 nights.
    expect(minimumStayError(deluxe, "2026-11-06", "2026-11-08")).toBe(
      "This rate needs at least 3 nights for arrivals during Diwali; the stay has 2",
    );
    expect(minimumStayError(deluxe, "2026-11-06", "2026-11-09")).toBeNull();
    // Arriving Thu 5 Nov, the night before Diwali: the plan's 2 nights, though the stay runs into it.
    expect(minimumStayError(deluxe, "2026-11-05", "2026-11-07")).toBeNull();
    // Arriving Sat 7 Nov: Diwali peak prices the night but sets no minimum, so Diwali's 3 holds.
    expect(minimumStayError(deluxe, "2026-11-07", "2026-11-08")).toBe(
      "This rate needs at least 3 nights for arrivals during Diwali; the stay has 1",
    );
    // A season may also ask less than the plan: a one-night midweek offer.
    const midweek: RateSeason = { ...diwaliPeak, name: "Midweek offer", minimumStay: 1 };
    expect(
      minimumStayError({ ...deluxe, seasons: [diwali, midweek] }, "2026-11-07", "2026-11-08"),
    ).toBeNull();
  });

  it("never refuses a stay on the default plan", () => {
    expect(minimumStayError(defaultRatePlan(), "2026-11-06", "2026-11-07")).toBeNull();
    expect(minimumStayError(defaultRatePlan(), "2026-11-06", "2026-11-06")).toBeNull();
  });
});

describe("capacity", () => {
  it("comes from the room type unless the room sets its own", () => {
    // Deluxe takes 3 guests; room 104 sets nothing, room 105 takes 4 (an extra bed), room 106 only 2.
    expect(roomCapacity({ typeMaxOccupancy: 3 })).toBe(3);
    expect(roomCapacity({ roomCapacity: null, typeMaxOccupancy: 3 })).toBe(3);
    expect(roomCapacity({ roomCapacity: 4, typeMaxOccupancy: 3 })).toBe(4);
    expect(roomCapacity({ roomCapacity: 2, typeMaxOccupancy: 3 })).toBe(2);
  });

  it("refuses a booking beyond it, naming the room", () => {
    // 3 adults and 1 child are 4 guests: too many for room 104 (3), enough for room 105 (4).
    expect(occupancyError(roomCapacity({ typeMaxOccupancy: 3 }), 3, 1, "104")).toBe(
      "Room 104 takes at most 3 guests; this booking has 4",
    );
    expect(occupancyError(roomCapacity({ roomCapacity: 4, typeMaxOccupancy: 3 }), 3, 1, "105")).toBeNull();
    expect(occupancyError(3, 2, 1, "104")).toBeNull();
    expect(occupancyError(1, 2, 0, "7")).toBe("Room 7 takes at most 1 guest; this booking has 2");
  });

  it("cannot go below a stay to come, naming the stay and its dates as dd/MM/yyyy", () => {
    const stay = {
      roomNumber: "104",
      guestName: "Asha Rao",
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-03",
      adults: 2,
      children: 1,
    };
    expect(capacityBelowStayError("Room 104's capacity", 3, stay)).toBeNull();
    expect(capacityBelowStayError("Room 104's capacity", 2, stay)).toBe(
      "Room 104 has a stay for 3 guests from 01/12/2026 to 03/12/2026 (Asha Rao); Room 104's capacity cannot go below 3",
    );
    expect(capacityBelowStayError("Deluxe's maximum occupancy", 0, { ...stay, adults: 1, children: 0 })).toBe(
      "Room 104 has a stay for 1 guest from 01/12/2026 to 03/12/2026 (Asha Rao); Deluxe's maximum occupancy cannot go below 1",
    );
  });

  it("keeps a room from retiring while a stay is to come in it, naming the stay and its dates as dd/MM/yyyy", () => {
    expect(retireRoomError(undefined)).toBeNull();
    expect(
      retireRoomError({
        roomNumber: "102",
        guestName: "Asha Rao",
        checkInDate: "2026-12-03",
        checkOutDate: "2026-12-05",
        adults: 2,
        children: 0,
      }),
    ).toBe(
      "Room 102 has a stay from 03/12/2026 to 05/12/2026 (Asha Rao); move or cancel it before retiring the room",
    );
  });
});

describe("the schemas", () => {
  const typeId = "6f1c2a9e-1b2c-4d3e-8f90-1234567890ab";
  const plan = {
    roomTypeId: typeId,
    name: "Deluxe rack rate",
    prices: { base: "4000", extraAdult: "1200.00", child: 800 },
    weekendDays: [5, 6],
    weekendPrices: { base: "5000", extraAdult: "1500", child: "1000" },
    seasons: [
      {
        name: "Diwali",
        from: "2026-11-06",
        to: "2026-11-12",
        prices: { base: "6000", extraAdult: "1500", child: "1000" },
        minimumStay: 3,
      },
      {
        name: "Diwali peak",
        from: "2026-11-07",
        to: "2026-11-08",
        prices: { base: "7000", extraAdult: "1800", child: "1200" },
        weekendPrices: { base: "7500", extraAdult: "2000", child: "1200" },
      },
    ],
    minimumStay: 2,
    breakfastIncluded: true,
  };

  /** The refusals of `value` as "path: message". */
  function refusals(
    schema: {
      safeParse: (v: unknown) => {
        success: boolean;
        error?: { issues: { path: PropertyKey[]; message: string }[] };
      };
    },
    value: unknown,
  ) {
    const result = schema.safeParse(value);
    return result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
  }

  it("read a plan's prices as decimal strings and price it as the plan built by hand", () => {
    const parsed = ratePlanInput.parse(plan);
    expect(parsed.prices).toEqual({ base: "4000.00", extraAdult: "1200.00", child: "800.00" });
    const built = ratePlanFromText(parsed, 2);
    expect(
      priceStayByPlan(stay("2026-11-05", "2026-11-09", { adults: 3, children: 1 }), built).subtotal,
    ).toBe(rs(35200));
    expect(built).toEqual({
      ...deluxe,
      seasons: [
        { ...diwali, weekendPrices: null },
        { ...diwaliPeak, minimumStay: null },
      ],
    });
  });

  it("give a new room type the default plan as the API takes it: valid, and pricing as defaultRatePlan()", () => {
    const input = defaultRatePlanInput(typeId);
    expect(ratePlanInput.parse(input)).toEqual(input);
    expect(input).toMatchObject({ roomTypeId: typeId, name: DEFAULT_RATE_PLAN_NAME, isDefault: true });
    expect(input.prices).toEqual({ base: "3200.00", extraAdult: "3200.00", child: "1600.00" });
    // Whatever the type's base occupancy, the plan's own (one adult) prices it.
    expect(ratePlanFromText(input, 1)).toEqual(defaultRatePlan());
    expect(ratePlanFromText(input, 3)).toEqual(defaultRatePlan());
  });

  it("give a plan's left-out settings their plain defaults", () => {
    const parsed = ratePlanInput.parse({ roomTypeId: typeId, name: "Room only", prices: plan.prices });
    expect(parsed).toMatchObject({ weekendDays: [], seasons: [], minimumStay: 1, breakfastIncluded: false });
    expect(parsed.isDefault).toBeUndefined();
    expect(updateRatePlanInput.safeParse({ ...plan, id: "plan-1", isDefault: true }).success).toBe(true);
  });

  it("take prices from ₹0 to ₹10,00,000.00 with two decimals, and name the price refused", () => {
    const withPrices = (p: object) => ({ ...plan, prices: { ...plan.prices, ...p } });
    expect(ratePlanInput.safeParse(withPrices({ base: "0", child: "1000000.00" })).success).toBe(true);
    expect(refusals(ratePlanInput, withPrices({ base: "1000000.01" }))).toEqual([
      "prices.base: Base price must be at most ₹10,00,000.00",
    ]);
    expect(refusals(ratePlanInput, withPrices({ base: 1e15, child: "99999999999999.50" }))).toEqual([
      "prices.base: Base price must be at most ₹10,00,000.00",
      "prices.child: Child price must be at most ₹10,00,000.00",
    ]);
    expect(refusals(ratePlanInput, withPrices({ extraAdult: "-1" }))).toEqual([
      "prices.extraAdult: Extra adult price cannot be negative",
    ]);
    expect(refusals(ratePlanInput, withPrices({ child: "12.345" }))).toEqual([
      "prices.child: Child price must be a number with at most two decimals",
    ]);
    expect(refusals(ratePlanInput, withPrices({ child: "" }))).toEqual([
      "prices.child: Child price is required",
    ]);
    expect(
      refusals(ratePlanInput, { ...plan, weekendPrices: { ...plan.weekendPrices, base: "abc" } }),
    ).toEqual(["weekendPrices.base: Weekend base price must be a number with at most two decimals"]);
    expect(refusals(ratePlanInput, { ...plan, prices: undefined })).toEqual([
      "prices: Prices must give a base price, an extra adult price and a child price",
    ]);
    expect(RATE_PLAN_LIMITS.maxPrice).toBe(rs(1_000_000));
  });

  it("refuse a plan's other fields with messages naming them", () => {
    const seasons = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...plan.seasons[0], name: `Season ${i + 1}` }));
    expect(ratePlanInput.safeParse({ ...plan, seasons: seasons(50) }).success).toBe(true);
    const cases: [object, string[]][] = [
      [{ roomTypeId: "" }, ["roomTypeId: Room type is required"]],
      [
        { roomTypeId: "x".repeat(TEXT_LIMITS.id + 1) },
        [`roomTypeId: Room type is at most ${TEXT_LIMITS.id} characters`],
      ],
      [{ name: " " }, ["name: Rate plan name is required"]],
      [{ name: "x".repeat(101) }, ["name: Rate plan name is at most 100 characters"]],
      [{ weekendDays: [5, 5] }, ["weekendDays: Weekend days must name each day only once"]],
      [
        { weekendDays: [7] },
        ["weekendDays.0: Weekend days must be days of the week from 0 (Sunday) to 6 (Saturday)"],
      ],
      [
        { weekendDays: [1.5] },
        ["weekendDays.0: Weekend days must be days of the week from 0 (Sunday) to 6 (Saturday)"],
      ],
      [{ minimumStay: 0 }, ["minimumStay: Minimum stay must be a whole number of nights from 1 to 60"]],
      [{ minimumStay: 61 }, ["minimumStay: Minimum stay must be a whole number of nights from 1 to 60"]],
      [{ breakfastIncluded: "yes" }, ["breakfastIncluded: Breakfast included must be true or false"]],
      [{ seasons: seasons(51) }, ["seasons: A rate plan can have at most 50 seasons"]],
      [
        { seasons: [{ ...plan.seasons[0], from: "2026-11-12", to: "2026-11-06" }] },
        ["seasons.0.to: Season end date of Diwali must be on or after its start date"],
      ],
      [
        { seasons: [{ ...plan.seasons[0], to: "2026-11-31" }] },
        ["seasons.0.to: Season end date must be a valid date (yyyy-MM-dd)"],
      ],
      [{ seasons: [{ ...plan.seasons[0], name: "" }] }, ["seasons.0.name: Season name is required"]],
      [
        { seasons: [{ ...plan.seasons[0], minimumStay: 90 }] },
        ["seasons.0.minimumStay: Season minimum stay must be a whole number of nights from 1 to 60"],
      ],
      [
        { seasons: [{ ...plan.seasons[0], prices: { ...plan.seasons[0]?.prices, child: "-5" } }] },
        ["seasons.0.prices.child: Season child price cannot be negative"],
      ],
      [
        {
          seasons: [
            { ...plan.seasons[1], weekendPrices: { ...plan.seasons[1]?.weekendPrices, base: "2000000" } },
          ],
        },
        ["seasons.0.weekendPrices.base: Season weekend base price must be at most ₹10,00,000.00"],
      ],
    ];
    for (const [change, expected] of cases)
      expect(refusals(ratePlanInput, { ...plan, ...change })).toEqual(expected);
    // A season of one night, and seasons that overlap, are fine.
    const oneNight = { ...plan.seasons[0], from: "2026-11-06", to: "2026-11-06" };
    expect(ratePlanInput.safeParse({ ...plan, seasons: [oneNight, ...plan.seasons] }).success).toBe(true);
  });

  it("take a room type with occupancies from 1 to 20, the maximum at least the base", () => {
    const deluxeType = {
      name: "Deluxe",
      baseOccupancy: 2,
      maxOccupancy: 3,
      description: "Sea view, king bed",
    };
    expect(roomTypeInput.parse(deluxeType)).toEqual(deluxeType);
    expect(roomTypeInput.parse({ ...deluxeType, description: "" }).description).toBeNull();
    expect(roomTypeInput.safeParse({ ...deluxeType, baseOccupancy: 20, maxOccupancy: 20 }).success).toBe(
      true,
    );
    const cases: [object, string[]][] = [
      [{ name: "" }, ["name: Room type name is required"]],
      [{ name: "D".repeat(101) }, ["name: Room type name is at most 100 characters"]],
      [{ description: "d".repeat(1001) }, ["description: Description is at most 1000 characters"]],
      [{ baseOccupancy: 0 }, ["baseOccupancy: Base occupancy must be a whole number of guests from 1 to 20"]],
      [
        { maxOccupancy: 21 },
        ["maxOccupancy: Maximum occupancy must be a whole number of guests from 1 to 20"],
      ],
      [
        { baseOccupancy: 2.5 },
        ["baseOccupancy: Base occupancy must be a whole number of guests from 1 to 20"],
      ],
      [{ baseOccupancy: 4 }, ["maxOccupancy: Maximum occupancy must be at least the base occupancy (4)"]],
    ];
    for (const [change, expected] of cases)
      expect(refusals(roomTypeInput, { ...deluxeType, ...change })).toEqual(expected);
    expect(refusals(updateRoomTypeInput, { ...deluxeType, id: "t1", baseOccupancy: 4 })).toEqual([
      "maxOccupancy: Maximum occupancy must be at least the base occupancy (4)",
    ]);
  });

  it("filter plans by one room type, or none", () => {
    expect(ratePlanListInput.parse(undefined)).toEqual({ roomTypeId: undefined });
    expect(ratePlanListInput.parse({ roomTypeId: typeId })).toEqual({ roomTypeId: typeId });
    // Any id is well formed, as every other id is; one the hotel does not have is the server's 404.
    expect(ratePlanListInput.parse({ roomTypeId: "deluxe" })).toEqual({ roomTypeId: "deluxe" });
    expect(refusals(ratePlanListInput, { roomTypeId: " " })).toEqual(["roomTypeId: Room type is required"]);
    expect(refusals(ratePlanListInput, { roomTypeId: "x".repeat(TEXT_LIMITS.id + 1) })).toEqual([
      `roomTypeId: Room type is at most ${TEXT_LIMITS.id} characters`,
    ]);
  });

  it("take a room with a number of letters, digits, spaces, '.', '/' and '-', a type, a floor and its own capacity or none", () => {
    expect(roomWithTypeInput.parse({ number: " 104 ", roomTypeId: typeId })).toEqual({
      number: "104",
      roomTypeId: typeId,
      floor: null,
    });
    expect(
      roomWithTypeInput.parse({ number: "A-12", roomTypeId: typeId, floor: "Ground", capacity: 4 }),
    ).toMatchObject({
      capacity: 4,
    });
    // The rule ROOM_NUMBERS follows too: a name such as "Garden Cottage" is a room number.
    expect(roomWithTypeInput.parse({ number: "Garden Cottage", roomTypeId: typeId }).number).toBe(
      "Garden Cottage",
    );
    const room = { number: "104", roomTypeId: typeId };
    const cases: [object, string[]][] = [
      [{ number: "" }, ["number: Room number is required"]],
      [
        { number: "Room #1" },
        ["number: Room number may hold only letters, digits, spaces, '.', '/' and '-'"],
      ],
      [{ number: "x".repeat(21) }, ["number: Room number is at most 20 characters"]],
      [{ roomTypeId: undefined }, ["roomTypeId: Room type is required"]],
      [{ floor: "f".repeat(21) }, ["floor: Floor is at most 20 characters"]],
      [{ capacity: 0 }, ["capacity: Capacity must be a whole number of guests from 1 to 20"]],
      [{ capacity: 21 }, ["capacity: Capacity must be a whole number of guests from 1 to 20"]],
    ];
    for (const [change, expected] of cases)
      expect(refusals(roomWithTypeInput, { ...room, ...change })).toEqual(expected);
    // An update names only what changes; null gives the room back its type's capacity.
    expect(updateRoomWithTypeInput.parse({ id: "r1" })).toEqual({ id: "r1" });
    expect(updateRoomWithTypeInput.parse({ id: "r1", capacity: null, floor: null })).toEqual({
      id: "r1",
      capacity: null,
      floor: null,
    });
    // An update takes any number of 1 to 20 characters: the server checks the form of a new one
    // only, so a room numbered before the rule keeps its number.
    expect(updateRoomWithTypeInput.parse({ id: "r1", number: " Room #1 " })).toEqual({
      id: "r1",
      number: "Room #1",
    });
    expect(refusals(updateRoomWithTypeInput, { id: "r1", number: "x".repeat(21) })).toEqual([
      "number: Room number is at most 20 characters",
    ]);
  });
});

describe("a stay priced from its stored nights", () => {
  const nights = priceStayByPlan(
    stay("2026-11-05", "2026-11-09", { adults: 3, children: 1 }),
    deluxe,
  ).nightly;

  it("keeps each night's price and takes the discount off their sum as priceStayByPlan does", () => {
    // Deluxe, 3 adults and a child from 5 Nov: 6,000 (Thu) + 8,500 + 10,700 + 10,000 = 35,200.
    expect(nights.map((n) => n.amount)).toEqual([rs(6000), rs(8500), rs(10700), rs(10000)]);
    const discounted = { discountPercentage: 12.5, isComplimentary: false };
    // 12.5% of 35,200 = 4,400.
    expect(priceNights(nights, discounted)).toEqual(
      priceStayByPlan(stay("2026-11-05", "2026-11-09", { adults: 3, children: 1, ...discounted }), deluxe),
    );
    expect(priceNights(nights, discounted)).toMatchObject({
      nights: 4,
      subtotal: rs(35200),
      total: rs(30800),
    });
  });

  it("prices the nights kept when the guest leaves early at what they were billed", () => {
    expect(priceNights(nights.slice(0, 2), { discountPercentage: 0, isComplimentary: false })).toMatchObject({
      nights: 2,
      subtotal: rs(14500),
      total: rs(14500),
    });
    expect(priceNights(nights, { discountPercentage: 0, isComplimentary: true }).total).toBe(0);
  });
});

describe("a stay changed after it was priced", () => {
  const night = (date: string, rupees: number): NightPrice => ({ date, amount: rs(rupees), rate: "base" });
  // Billed at ₹4,000 a night from 1 to 4 Dec; the plan now asks ₹5,000 a night.
  const billed = [night("2026-12-01", 4000), night("2026-12-02", 4000), night("2026-12-03", 4000)];
  const now = (from: string, nights: number) =>
    Array.from({ length: nights }, (_, i) => night(addDays(from, i), 5000));

  it("keeps the nights spent by a guest checked in, and prices the nights to come afresh", () => {
    // Checked in on 1 Dec, a second adult joins on 2 Dec: 1 Dec (spent) 4,000; 2 and 3 Dec at 5,000.
    const nights = nightsAfterChange(billed, now("2026-12-01", 3), {
      spentBefore: "2026-12-02",
      samePricing: false,
    });
    expect(nights.map((n) => n.amount)).toEqual([rs(4000), rs(5000), rs(5000)]);
    expect(priceNights(nights, { discountPercentage: 0, isComplimentary: false }).total).toBe(rs(14000));
  });

  it("keeps every night's price when only the dates or the room change, pricing only the nights added", () => {
    // One more night on the same plan and guests: 3 × 4,000 + 5,000 = 17,000, not 4 × 5,000.
    const longer = nightsAfterChange(billed, now("2026-12-01", 4), { spentBefore: null, samePricing: true });
    expect(longer.map((n) => n.amount)).toEqual([rs(4000), rs(4000), rs(4000), rs(5000)]);
    // One night fewer: the two kept at 4,000 each.
    const shorter = nightsAfterChange(billed, now("2026-12-01", 2), { spentBefore: null, samePricing: true });
    expect(shorter).toEqual(billed.slice(0, 2));
  });

  it("asks the minimum stay of a new plan or of nights added, never of a stay shortened", () => {
    const booked = {
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-04",
      adults: 2,
      children: 0,
      ratePlanId: "p",
    };
    expect(minimumStayApplies(booked, { ...booked, checkOutDate: "2026-12-02" })).toBe(false);
    expect(minimumStayApplies(booked, { ...booked, checkInDate: "2026-12-03" })).toBe(false);
    expect(minimumStayApplies(booked, { ...booked, adults: 3 })).toBe(false);
    expect(minimumStayApplies(booked, { ...booked, checkOutDate: "2026-12-05" })).toBe(true);
    expect(minimumStayApplies(booked, { ...booked, checkInDate: "2026-11-30" })).toBe(true);
    expect(minimumStayApplies(booked, { ...booked, ratePlanId: "q" })).toBe(true);
  });
});
