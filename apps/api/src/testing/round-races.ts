import { api } from "./app-fixture";

interface ClosedRound {
  pricePerShare: string;
  sharesBefore: number;
  participations: { sharesReceived: number; remainderAmount: string }[];
}

/**
 * Two rounds of Common shares closed at once (run `n` of a series), as the race test and the test
 * of its guard share it: a seed round at ₹1,00,00,000 pre-money taking ₹10,00,000, and a bridge
 * round at ₹1,10,00,000 taking ₹5,00,000. Answers both closes' status codes and rounds.
 */
export async function raceOfCloses(n = 0) {
  const classes = (await api("GET", "/api/erp/share-classes")).json() as { id: string; name: string }[];
  const shareClassId = classes.find((c) => c.name === "Common")?.id;
  const investor = (
    await api("POST", "/api/erp/investors", { investorCode: `CLOSE-${n}`, investorName: `Closer ${n}` })
  ).json() as { id: string };
  const round = async (name: string, valuation: string, investmentAmount: string) => {
    const { id } = (
      await api("POST", "/api/erp/fundraising-rounds", {
        roundNumber: `${name}-${n}`,
        roundName: `${name} ${n}`,
        shareClassId,
        valuation,
        roundDate: "2026-01-01",
        closingDate: "2026-03-31",
      })
    ).json() as { id: string };
    await api("POST", `/api/erp/fundraising-rounds/${id}/participations`, {
      investorId: investor.id,
      investmentAmount,
      investmentDate: "2026-01-15",
    });
    return id;
  };
  const seed = await round("SEED", "10000000", "1000000");
  const bridge = await round("BRIDGE", "11000000", "500000");
  const [a, b] = await Promise.all(
    [seed, bridge].map((id) => api("POST", `/api/erp/fundraising-rounds/${id}/close`)),
  );
  return {
    codes: [a?.statusCode, b?.statusCode],
    seed: a?.json() as ClosedRound,
    bridge: b?.json() as ClosedRound,
  };
}
