import { addDays, formatDisplayDate } from "@atithi/domain";
import { describe, expect, it } from "vitest";
import { api, desk, t, today, useFreshApp } from "../../../testing/app-fixture";
import { onPostgres, postgresOnly, raceOfParticipations } from "../../../testing/races";
import { raceOfCloses } from "../../../testing/round-races";

useFreshApp();

async function ok(res: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: answers read by field in the tests
  return res.json() as any;
}

const investor = (code: string, name: string, extra: Record<string, unknown> = {}) =>
  api("POST", "/api/erp/investors", { investorCode: code, investorName: name, ...extra }).then((r) =>
    ok(r, 201),
  );

async function commonId(): Promise<string> {
  const classes = await ok(await api("GET", "/api/erp/share-classes"));
  return classes.find((c: { name: string }) => c.name === "Common").id;
}

const seriesA = () =>
  api("POST", "/api/erp/share-classes", {
    name: "Series A",
    seniority: 1,
    preferenceMultiple: "1",
    participation: "none",
    conversionRatio: "1",
    faceValue: "10",
  }).then((r) => ok(r, 201));

/** Founders with 1,000,000 common shares, a Series A round at ₹1 crore pre-money. */
async function openRound(extra: Record<string, unknown> = {}) {
  const founder = await investor("F1", "Founder");
  await ok(
    await api("POST", "/api/erp/shareholdings", {
      investorId: founder.id,
      shareClassId: await commonId(),
      sharesHeld: "1000000",
      effectiveDate: "2024-01-01",
    }),
    201,
  );
  const a = await seriesA();
  const round = await ok(
    await api("POST", "/api/erp/fundraising-rounds", {
      roundNumber: "R1",
      roundName: "Series A",
      shareClassId: a.id,
      valuation: "10000000",
      roundDate: "2024-06-01",
      closingDate: "2024-06-30",
      ...extra,
    }),
    201,
  );
  return { founder, seriesA: a, round };
}

describe("investors", () => {
  it("stores every field of the form (201), refuses a code used already (409) and a bad PAN (400)", async () => {
    const created = await investor("INV-1", "Asha Mehta", {
      investorType: "Angel Investor",
      contactPerson: "Asha",
      email: "asha@example.com",
      phone: "9820012345",
      address: "1 Hill Road",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
      panNumber: "abcde1234f",
      riskProfile: "Aggressive",
      notes: "Met at the expo",
    });
    expect(created).toMatchObject({
      investorCode: "INV-1",
      contactPerson: "Asha",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
      panNumber: "ABCDE1234F",
      kycStatus: "Pending",
      riskProfile: "Aggressive",
      notes: "Met at the expo",
    });
    const duplicate = await api("POST", "/api/erp/investors", {
      investorCode: "INV-1",
      investorName: "Other",
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/already exists/);
    const badPan = await api("POST", "/api/erp/investors", {
      investorCode: "INV-2",
      investorName: "B",
      panNumber: "ABC123",
    });
    expect(badPan.statusCode).toBe(400);
    const noCode = await api("POST", "/api/erp/investors", { investorCode: "", investorName: "B" });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.body).toContain("Investor code is required");

    const moved = await ok(await api("PUT", `/api/erp/investors/${created.id}`, { kycStatus: "Completed" }));
    expect(moved).toMatchObject({
      kycStatus: "Completed",
      investorType: "Angel Investor",
      riskProfile: "Aggressive",
      city: "Pune",
      panNumber: "ABCDE1234F",
    });
    expect((await api("PUT", "/api/erp/investors/nope", { kycStatus: "Completed" })).statusCode).toBe(404);
    const listed = await ok(await api("GET", "/api/erp/investors?search=asha"));
    expect(listed.map((i: { investorCode: string }) => i.investorCode)).toEqual(["INV-1"]);
  });

  it("keeps share classes' rules: a capped class needs a cap at least its preference; names unique", async () => {
    await seriesA();
    expect(
      (
        await api("POST", "/api/erp/share-classes", {
          name: "series a",
          seniority: 0,
          preferenceMultiple: "0",
          participation: "none",
        })
      ).statusCode,
    ).toBe(409);
    const capless = await api("POST", "/api/erp/share-classes", {
      name: "B",
      seniority: 2,
      preferenceMultiple: "2",
      participation: "capped",
    });
    expect(capless.statusCode).toBe(400);
    const low = await api("POST", "/api/erp/share-classes", {
      name: "B",
      seniority: 2,
      preferenceMultiple: "2",
      participation: "capped",
      capMultiple: "1.5",
    });
    expect(low.statusCode).toBe(400);
    const classes = await ok(await api("GET", "/api/erp/share-classes"));
    expect(classes.map((c: { name: string }) => c.name)).toEqual(["Series A", "Common"]);
  });

  it("closes a round: price from the fully diluted shares, whole shares, remainder stated, a balanced voucher", async () => {
    const { round, seriesA: a } = await openRound({ targetAmount: "5000000" });
    const asha = await investor("A1", "Asha");
    const ravi = await investor("R1", "Ravi");
    await ok(
      await api("POST", `/api/erp/fundraising-rounds/${round.id}/participations`, {
        investorId: asha.id,
        investmentAmount: "2000005",
        investmentDate: "2024-06-10",
        certificateNumber: "SC-001",
      }),
      201,
    );
    await ok(
      await api("POST", `/api/erp/fundraising-rounds/${round.id}/participations`, {
        investorId: ravi.id,
        investmentAmount: "500000",
        investmentDate: "2024-06-15",
      }),
      201,
    );
    const over = await api("POST", `/api/erp/fundraising-rounds/${round.id}/participations`, {
      investorId: ravi.id,
      investmentAmount: "2500000",
      investmentDate: "2024-06-16",
    });
    expect(over.statusCode).toBe(409);
    expect(
      (
        await api("POST", "/api/erp/fundraising-rounds/nope/participations", {
          investorId: ravi.id,
          investmentAmount: "1",
          investmentDate: "2024-06-16",
        })
      ).statusCode,
    ).toBe(404);

    const closed = await ok(await api("POST", `/api/erp/fundraising-rounds/${round.id}/close`));
    // ₹1,00,00,000 over 10,00,000 shares: ₹10 a share.
    expect(closed).toMatchObject({
      status: "closed",
      pricePerShare: "10.00",
      raisedAmount: "2500000.00",
      sharesBefore: 1000000,
    });
    expect(closed.participations).toEqual([
      expect.objectContaining({
        investorName: "Asha",
        sharesReceived: 200000,
        sharePrice: "10.00",
        remainderAmount: "5.00",
      }),
      expect.objectContaining({
        investorName: "Ravi",
        sharesReceived: 50000,
        sharePrice: "10.00",
        remainderAmount: "0.00",
      }),
    ]);
    expect((await api("POST", `/api/erp/fundraising-rounds/${round.id}/close`)).statusCode).toBe(409);
    expect(
      (
        await api("POST", `/api/erp/fundraising-rounds/${round.id}/participations`, {
          investorId: ravi.id,
          investmentAmount: "10",
          investmentDate: "2024-07-01",
        })
      ).statusCode,
    ).toBe(409);

    const lines = await t.database.db
      .selectFrom("generalLedger")
      .innerJoin("chartOfAccounts", "chartOfAccounts.id", "generalLedger.accountId")
      .select(["chartOfAccounts.systemRole", "generalLedger.debitAmount", "generalLedger.creditAmount"])
      .where("generalLedger.voucherId", "=", closed.voucherId)
      .orderBy("generalLedger.lineNo")
      .execute();
    // At face value ₹10 the whole price is share capital: no premium line.
    expect(lines).toEqual([
      { systemRole: "bank", debitAmount: "2500000.00", creditAmount: "0.00" },
      { systemRole: "share_capital", debitAmount: "0.00", creditAmount: "2500000.00" },
    ]);

    const table = await ok(await api("GET", "/api/erp/shareholdings"));
    expect(
      table.map(
        (r: {
          investorName: string;
          shareClass: string;
          sharesHeld: number;
          ownershipPercentage: string;
        }) => [r.investorName, r.shareClass, r.sharesHeld, r.ownershipPercentage],
      ),
    ).toEqual([
      ["Founder", "Common", 1000000, "80.0000"],
      ["Asha", a.name, 200000, "16.0000"],
      ["Ravi", a.name, 50000, "4.0000"],
    ]);
  });

  it("posts shares issued for money above face value with a securities premium, and refuses a discount", async () => {
    const x = await investor("X1", "Xavier");
    const common = await commonId();
    const issued = await ok(
      await api("POST", "/api/erp/shareholdings", {
        investorId: x.id,
        shareClassId: common,
        sharesHeld: "3",
        pricePerShare: "33.33",
        effectiveDate: "2024-02-01",
      }),
      201,
    );
    expect(issued).toMatchObject({ amount: "99.99", sharesHeld: 3, ownershipPercentage: "100.0000" });
    const lines = await t.database.db
      .selectFrom("generalLedger")
      .innerJoin("chartOfAccounts", "chartOfAccounts.id", "generalLedger.accountId")
      .select(["chartOfAccounts.systemRole", "generalLedger.debitAmount", "generalLedger.creditAmount"])
      .where("generalLedger.voucherId", "=", issued.voucherId)
      .orderBy("generalLedger.lineNo")
      .execute();
    expect(lines).toEqual([
      { systemRole: "bank", debitAmount: "99.99", creditAmount: "0.00" },
      { systemRole: "share_capital", debitAmount: "0.00", creditAmount: "30.00" },
      { systemRole: "securities_premium", debitAmount: "0.00", creditAmount: "69.99" },
    ]);
    const discount = await api("POST", "/api/erp/shareholdings", {
      investorId: x.id,
      shareClassId: common,
      sharesHeld: "1",
      pricePerShare: "5",
      effectiveDate: "2024-02-01",
    });
    expect(discount.statusCode).toBe(409);
    expect(
      (
        await api("POST", "/api/erp/shareholdings", {
          investorId: "nope",
          shareClassId: common,
          sharesHeld: "1",
          effectiveDate: "2024-02-01",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("keeps ownership adding up to exactly 100.0000", async () => {
    const common = await commonId();
    for (const [i, shares] of ["1", "1", "1"].entries()) {
      const holder = await investor(`H${i}`, `Holder ${i}`);
      await ok(
        await api("POST", "/api/erp/shareholdings", {
          investorId: holder.id,
          shareClassId: common,
          sharesHeld: shares,
          effectiveDate: "2024-01-01",
        }),
        201,
      );
    }
    const table = await ok(await api("GET", "/api/erp/shareholdings"));
    const total = table.reduce(
      (s: number, r: { ownershipPercentage: string }) =>
        s + Math.round(Number(r.ownershipPercentage) * 10_000),
      0,
    );
    expect(total).toBe(1_000_000);
    expect(table.map((r: { ownershipPercentage: string }) => r.ownershipPercentage).sort()).toEqual([
      "33.3333",
      "33.3333",
      "33.3334",
    ]);
    // A class's payout split among its holders by shares: the odd paisa to one of them, the sum exact.
    const scenario = await ok(
      await api("POST", "/api/erp/waterfall-scenarios", {
        scenarioName: "Thirds",
        exitValue: "100",
        exitType: "liquidation",
        scenarioDate: "2025-01-01",
      }),
      201,
    );
    expect(scenario.distributions.map((d: { amount: string }) => d.amount).sort()).toEqual([
      "33.33",
      "33.33",
      "33.34",
    ]);
  });

  it("computes a scenario from the cap table: distributions add up to the exit, with multiples and IRR; the returns report and its CSV", async () => {
    const { round } = await openRound();
    const asha = await investor("A1", "Asha");
    await ok(
      await api("POST", `/api/erp/fundraising-rounds/${round.id}/participations`, {
        investorId: asha.id,
        investmentAmount: "2500000",
        investmentDate: "2024-06-10",
      }),
      201,
    );
    await ok(await api("POST", `/api/erp/fundraising-rounds/${round.id}/close`));
    // The classes as the waterfall sees them, which waterfall/calculate takes back as they are.
    const { classes } = await ok(await api("GET", "/api/erp/waterfall/classes"));
    expect(classes).toEqual([
      expect.objectContaining({
        name: "Series A",
        shares: "250000",
        invested: "2500000.00",
        seniority: 1,
        participation: "none",
      }),
      expect.objectContaining({ name: "Common", shares: "1000000", invested: "0.00", seniority: 0 }),
    ]);
    const calculated = await ok(
      await api("POST", "/api/erp/waterfall/calculate", { exitValue: "10000000", classes }),
    );
    expect(calculated.payouts.map((p: { amount: string }) => p.amount)).toEqual(["2500000.00", "7500000.00"]);
    // Series A (1x, non-participating, 250,000 of 1,250,000 shares): at ₹1 crore it takes its
    // preference of ₹25 lakh (converted it would get only ₹20 lakh); the founder the rest.
    const scenario = await ok(
      await api("POST", "/api/erp/waterfall-scenarios", {
        scenarioName: "Sale",
        exitValue: "10000000.01",
        exitType: "acquisition",
        scenarioDate: "2026-06-10",
      }),
      201,
    );
    expect(scenario.distributions).toEqual([
      expect.objectContaining({
        investorName: "Founder",
        amount: "7500000.01",
        returnMultiple: null,
        irr: null,
      }),
      expect.objectContaining({
        investorName: "Asha",
        amount: "2500000.00",
        returnMultiple: "1.0000",
        irr: "0.000000",
      }),
    ]);
    const sum = scenario.distributions.reduce(
      (s: number, d: { amount: string }) => s + Math.round(Number(d.amount) * 100),
      0,
    );
    expect(sum).toBe(1_000_000_001);
    const again = await ok(await api("GET", `/api/erp/waterfall-scenarios/${scenario.scenario.id}`));
    expect(again).toEqual(scenario);
    expect((await ok(await api("GET", "/api/erp/waterfall-scenarios"))).length).toBe(1);
    expect((await api("GET", "/api/erp/waterfall-scenarios/nope")).statusCode).toBe(404);

    // At ₹5 crore Series A converts (20% of ₹5 crore beats ₹25 lakh): 4x in two years.
    const big = await ok(
      await api("POST", "/api/erp/waterfall-scenarios", {
        scenarioName: "IPO",
        exitValue: "50000000",
        exitType: "ipo",
        scenarioDate: "2026-06-10",
      }),
      201,
    );
    const ashaRow = big.distributions.find((d: { investorName: string }) => d.investorName === "Asha");
    expect(ashaRow).toMatchObject({ amount: "10000000.00", returnMultiple: "4.0000" });
    // 4x over 730 days: (4^(365/730)) − 1 = 100% a year.
    expect(Number(ashaRow.irr)).toBeCloseTo(1, 6);

    const report = await ok(
      await api("GET", `/api/erp/reports/investor-returns?scenarioId=${big.scenario.id}`),
    );
    expect(report.rows).toEqual([
      expect.objectContaining({
        investorName: "Founder",
        invested: "0.00",
        shares: 1000000,
        ownershipPercentage: "80.0000",
        distribution: "40000000.00",
        multiple: null,
        irr: null,
      }),
      expect.objectContaining({
        investorName: "Asha",
        invested: "2500000.00",
        shares: 250000,
        ownershipPercentage: "20.0000",
        distribution: "10000000.00",
        multiple: "4.0000",
      }),
    ]);
    const csv = await api(
      "GET",
      `/api/erp/reports/investor-returns?scenarioId=${big.scenario.id}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\n")[0]).toContain("Investor");
    expect(csv.body).toContain("Asha");
    expect((await api("GET", "/api/erp/reports/investor-returns?scenarioId=nope")).statusCode).toBe(404);
  });

  it("calculates a waterfall without storing it", async () => {
    const res = await ok(
      await api("POST", "/api/erp/waterfall/calculate", {
        exitValue: "100",
        classes: [
          {
            name: "Common",
            shares: "80",
            invested: "0",
            seniority: 0,
            preferenceMultiple: "0",
            participation: "none",
          },
          {
            name: "A",
            shares: "20",
            invested: "50",
            seniority: 1,
            preferenceMultiple: "1",
            participation: "none",
          },
        ],
      }),
    );
    expect(res).toEqual({
      payouts: [
        { name: "Common", amount: "50.00", converted: false },
        { name: "A", amount: "50.00", converted: false },
      ],
    });
    expect(await t.database.db.selectFrom("waterfallScenarios").selectAll().execute()).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    `never takes a round past its target with parallel participations (${postgresOnly})`,
    async () => {
      for (let n = 0; n < 3; n++) {
        const race = await raceOfParticipations(n);
        expect(race.accepted).toBe(5);
        expect(race.committed).toBe("10000.00");
        expect(race.codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
      }
    },
  );

  it("takes participations dated from the round's date to its closing date only (400 naming the range)", async () => {
    const { round } = await openRound();
    const asha = await investor("A1", "Asha");
    const participate = (investmentDate: string) =>
      api("POST", `/api/erp/fundraising-rounds/${round.id}/participations`, {
        investorId: asha.id,
        investmentAmount: "100000",
        investmentDate,
      });
    for (const date of ["2024-05-31", "2024-07-01"]) {
      const refused = await participate(date);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        "Investment date must be from 01/06/2024 to 30/06/2024, the round's date and its closing date",
      );
    }
    await ok(await participate("2024-06-01"), 201);
    await ok(await participate("2024-06-30"), 201);
    expect(
      (await ok(await api("GET", `/api/erp/fundraising-rounds/${round.id}`))).participations,
    ).toHaveLength(2);
  });

  it("closes a round without a closing date of its own today, refusing a participation dated later (409)", async () => {
    const { round } = await openRound({ roundNumber: "R2", closingDate: null });
    const asha = await investor("A1", "Asha");
    const later = addDays(today(), 1);
    await ok(
      await api("POST", `/api/erp/fundraising-rounds/${round.id}/participations`, {
        investorId: asha.id,
        investmentAmount: "100000",
        investmentDate: later,
      }),
      201,
    );
    const refused = await api("POST", `/api/erp/fundraising-rounds/${round.id}/close`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Asha's participation is dated ${formatDisplayDate(later)}, after the closing date ${formatDisplayDate(today())}`,
    );
  });

  it.skipIf(!onPostgres)(
    `prices two rounds closed at once one after the other, never both on the same shares (${postgresOnly})`,
    async () => {
      const founder = await investor("F1", "Founder");
      await ok(
        await api("POST", "/api/erp/shareholdings", {
          investorId: founder.id,
          shareClassId: await commonId(),
          sharesHeld: "100000",
          effectiveDate: "2025-01-01",
        }),
        201,
      );
      const { codes, seed, bridge } = await raceOfCloses();
      expect(codes).toEqual([200, 200]);
      const priced = (r: typeof seed) => ({
        price: r.pricePerShare,
        before: r.sharesBefore,
        shares: r.participations[0]?.sharesReceived ?? 0,
        remainder: r.participations[0]?.remainderAmount,
      });
      // Seed first: ₹1 crore over 1,00,000 shares is ₹100; ₹10 lakh buys 10,000. The bridge then
      // prices ₹1.1 crore over 1,10,000 shares: ₹100, and ₹5 lakh buys 5,000.
      const seedFirst = {
        seed: { price: "100.00", before: 100000, shares: 10000, remainder: "0.00" },
        bridge: { price: "100.00", before: 110000, shares: 5000, remainder: "0.00" },
      };
      // Bridge first: ₹1.1 crore over 1,00,000 is ₹110; ₹5 lakh buys 4,545 (₹50 left). The seed
      // then prices ₹1 crore over 1,04,545 shares: ₹95.65; ₹10 lakh buys 10,454 (₹74.90 left).
      const bridgeFirst = {
        seed: { price: "95.65", before: 104545, shares: 10454, remainder: "74.90" },
        bridge: { price: "110.00", before: 100000, shares: 4545, remainder: "50.00" },
      };
      expect([seedFirst, bridgeFirst]).toContainEqual({ seed: priced(seed), bridge: priced(bridge) });
      const table = await ok(await api("GET", "/api/erp/shareholdings"));
      const held = table.reduce((sum: number, r: { sharesHeld: number }) => sum + r.sharesHeld, 0);
      expect(held).toBe(100000 + priced(seed).shares + priced(bridge).shares);
    },
  );

  it("is closed to the front desk (403)", async () => {
    const deskCookie = await t.login(desk.username, "password-front_desk-1");
    for (const [method, url] of [
      ["GET", "/api/erp/investors"],
      ["POST", "/api/erp/investors"],
      ["GET", "/api/erp/shareholdings"],
      ["GET", "/api/erp/share-classes"],
      ["GET", "/api/erp/fundraising-rounds"],
      ["GET", "/api/erp/waterfall-scenarios"],
      ["POST", "/api/erp/waterfall/calculate"],
      ["GET", "/api/erp/waterfall/classes"],
      ["GET", "/api/erp/reports/investor-returns"],
    ] as const) {
      expect((await api(method, url, {}, deskCookie)).statusCode, url).toBe(403);
    }
  });
});
