import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { testUser } from "../rooms/test-data";

const FIRST_RENDER = { timeout: 5000 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T06:00:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const holdings = [
  {
    id: "h1",
    investorId: "f1",
    investorName: "Founder",
    shareClassId: "common",
    shareClass: "Common",
    sharesHeld: 1000000,
    ownershipPercentage: "66.6667",
    effectiveDate: "2024-01-01",
  },
  {
    id: "h2",
    investorId: "a1",
    investorName: "Asha",
    shareClassId: "sa",
    shareClass: "Series A",
    sharesHeld: 250000,
    ownershipPercentage: "16.6667",
    effectiveDate: "2024-06-30",
  },
  {
    id: "h3",
    investorId: "b1",
    investorName: "Bala",
    shareClassId: "sa",
    shareClass: "Series A",
    sharesHeld: 250000,
    ownershipPercentage: "16.6666",
    effectiveDate: "2024-06-30",
  },
];
const classes = {
  classes: [
    {
      name: "Series A",
      shares: "250000",
      invested: "2500000.00",
      seniority: 1,
      preferenceMultiple: "1",
      participation: "none",
    },
    {
      name: "Common",
      shares: "1000000",
      invested: "0.00",
      seniority: 0,
      preferenceMultiple: "0",
      participation: "none",
    },
  ],
};
const investors = [
  { id: "a1", investorCode: "A1", investorName: "Asha" },
  { id: "b1", investorCode: "B1", investorName: "Bala" },
];
const openRound = {
  id: "r1",
  roundNumber: "R1",
  roundName: "Seed",
  shareClassId: "sa",
  shareClass: "Series A",
  targetAmount: "5000000.00",
  valuation: "10000000.00",
  pricePerShare: null,
  raisedAmount: "0.00",
  committedAmount: "0.00",
  roundDate: "2026-11-01",
  closingDate: null,
  status: "open",
  description: null,
  terms: null,
  voucherId: null,
};
const participation = {
  id: "p1",
  investorId: "a1",
  investorName: "Asha",
  investmentAmount: "1000000.00",
  investmentDate: "2026-11-05",
  certificateNumber: null,
  sharesReceived: null,
  sharePrice: null,
  remainderAmount: null,
  ownershipPercentage: null,
};
const closedRound = {
  ...openRound,
  pricePerShare: "8.00",
  raisedAmount: "999992.00",
  committedAmount: "1000000.00",
  status: "closed",
  closingDate: "2026-11-22",
  participations: [{ ...participation, sharesReceived: 124999, sharePrice: "8.00", remainderAmount: "8.00" }],
};
const scenario = {
  id: "s1",
  scenarioName: "Sale at 1 crore",
  description: null,
  exitValue: "10000000.00",
  exitType: "acquisition",
  scenarioDate: "2026-11-22",
  createdAt: "2026-11-22T06:00:00.000Z",
};
const distributions = [
  { investorId: "f1", investorName: "Founder", amount: "7500000.00", returnMultiple: null, irr: null },
  { investorId: "a1", investorName: "Asha", amount: "2500000.00", returnMultiple: "1.0000", irr: "0.000000" },
];

function open(path: string, role: string, procedures: Record<string, (input: unknown) => unknown>) {
  return renderApp(path, {
    "auth.me": () => testUser(role),
    "investors.list": () => investors,
    "investors.shareClasses": () => [
      { id: "sa", name: "Series A" },
      { id: "common", name: "Common" },
    ],
    "investors.waterfallClasses": () => classes,
    ...procedures,
  });
}

describe("Shareholdings", () => {
  it("shows the cap table with a total of exactly 100.0000, and Issue Shares for a writer", async () => {
    open("/erp/shareholdings", "accountant", { "investors.shareholdings": () => holdings });
    const table = await screen.findByRole("table", { name: "Cap table" }, FIRST_RENDER);
    const rows = within(table).getAllByRole("row");
    // A class is named twice in a row: under the name for a phone, in its own column otherwise.
    expect(rows.map((r) => r.textContent)).toEqual([
      "InvestorShare ClassShares HeldOwnership %",
      "FounderCommonCommon10,00,00066.6667",
      "AshaSeries ASeries A2,50,00016.6667",
      "BalaSeries ASeries A2,50,00016.6666",
      "Total15,00,000100.0000",
    ]);
    expect(screen.getByRole("button", { name: "Issue Shares" })).toBeTruthy();
  });

  it("offers a manager (who may only read) no Issue Shares, and says when nothing is issued", async () => {
    open("/erp/shareholdings", "manager", { "investors.shareholdings": () => [] });
    expect(await screen.findByText("No shares issued yet", {}, FIRST_RENDER)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Issue Shares" })).toBeNull();
  });

  it("issues shares for no money: an empty price is sent as none", async () => {
    const issue = vi.fn(() => ({}));
    open("/erp/shareholdings", "admin", {
      "investors.shareholdings": () => holdings,
      "investors.issueShares": issue,
    });
    fireEvent.click(await screen.findByRole("button", { name: "Issue Shares" }, FIRST_RENDER));
    const dialog = await screen.findByRole("dialog", { name: "Issue Shares" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue Shares" }));
    expect(await within(dialog).findByText("Shares are a whole number from 0 to 10^15")).toBeTruthy();
    expect(issue).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Investor/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Bala (B1)", hidden: true }));
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Share Class/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Common", hidden: true }));
    fireEvent.change(within(dialog).getByLabelText(/^Shares/), { target: { value: "40000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue Shares" }));
    await waitFor(() =>
      expect(issue).toHaveBeenCalledWith({
        investorId: "b1",
        shareClassId: "common",
        sharesHeld: "40000",
        pricePerShare: null,
        effectiveDate: "2026-11-22",
      }),
    );
  });
});

describe("Fundraising rounds", () => {
  it("lists rounds with their status and an open round's implied price from the fully diluted shares", async () => {
    open("/erp/fundraising-rounds", "accountant", {
      "investors.rounds": () => [
        openRound,
        { ...closedRound, id: "r0", roundNumber: "R0", roundName: "Angel" },
      ],
    });
    const table = await screen.findByRole("table", { name: "Fundraising rounds" }, FIRST_RENDER);
    const [, seed, angel] = within(table).getAllByRole("row");
    // ₹1 crore over 12,50,000 shares as converted.
    expect(seed?.textContent).toContain("₹8.00 (implied)");
    expect(seed?.textContent).toContain("Open");
    expect(angel?.textContent).toContain("Closed");
    expect(angel?.textContent).toContain("₹9,99,992.00");
    expect(screen.getByRole("button", { name: "New Round" })).toBeTruthy();
  });

  it("adds a participation to an open round, then closes it after a confirmation and shows the shares and remainder", async () => {
    let round: unknown = { ...openRound, participations: [] };
    const participate = vi.fn(() => {
      round = { ...openRound, committedAmount: "1000000.00", participations: [participation] };
      return { id: "p1" };
    });
    const close = vi.fn(() => {
      round = closedRound;
      return { ...closedRound, sharesBefore: 1250000 };
    });
    open("/erp/fundraising-rounds", "admin", {
      "investors.rounds": () => [openRound],
      "investors.round": () => round,
      "investors.participate": participate,
      "investors.closeRound": close,
    });
    const table = await screen.findByRole("table", { name: "Fundraising rounds" }, FIRST_RENDER);
    fireEvent.click(within(table).getByRole("button", { name: "Open Seed" }));
    const dialog = await screen.findByRole("dialog", { name: "R1 · Seed" });
    expect((within(dialog).getByRole("button", { name: "Close Round" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const form = within(dialog).getByRole("form", { name: "Add Participation" });
    fireEvent.click(within(form).getByRole("combobox", { name: /Investor/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Asha (A1)", hidden: true }));
    fireEvent.change(within(form).getByLabelText(/Investment Amount/), { target: { value: "1000000" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add Participation" }));
    await waitFor(() =>
      expect(participate).toHaveBeenCalledWith({
        roundId: "r1",
        investorId: "a1",
        investmentAmount: "1000000",
        investmentDate: "2026-11-22",
        certificateNumber: "",
      }),
    );
    // A fresh form for the next participation: the investor's name is gone from the select too.
    await waitFor(() =>
      expect((within(dialog).getByRole("combobox", { name: /Investor/ }) as HTMLInputElement).value).toBe(""),
    );
    const participations = await within(dialog).findByRole("table", { name: "Participations" });
    expect(within(participations).getByText("₹10,00,000.00")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Close Round" }));
    const confirm = await screen.findByRole("dialog", { name: "Close this round?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Close Round" }));
    await waitFor(() => expect(close).toHaveBeenCalledWith({ id: "r1" }));
    expect(await within(dialog).findByText(/1,24,999 shares issued at ₹8.00 a share/)).toBeTruthy();
    const closed = within(dialog).getByRole("table", { name: "Participations" });
    expect(within(closed).getAllByRole("row")[1]?.textContent).toContain("1,24,999₹8.00");
    expect(within(dialog).queryByRole("form", { name: "Add Participation" })).toBeNull();
  });

  it("offers a manager (who may only read) neither New Round nor a way to take part or close", async () => {
    open("/erp/fundraising-rounds", "manager", {
      "investors.rounds": () => [openRound],
      "investors.round": () => ({ ...openRound, participations: [participation] }),
    });
    const table = await screen.findByRole("table", { name: "Fundraising rounds" }, FIRST_RENDER);
    expect(screen.queryByRole("button", { name: "New Round" })).toBeNull();
    expect(screen.queryByRole("button", { name: "New Share Class" })).toBeNull();
    fireEvent.click(within(table).getByRole("button", { name: "Open Seed" }));
    const dialog = await screen.findByRole("dialog", { name: "R1 · Seed" });
    expect(await within(dialog).findByRole("table", { name: "Participations" })).toBeTruthy();
    expect(within(dialog).queryByRole("form", { name: "Add Participation" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Close Round" })).toBeNull();
  });

  it("shows the server's reason when a participation is refused", async () => {
    open("/erp/fundraising-rounds", "admin", {
      "investors.rounds": () => [openRound],
      "investors.round": () => ({ ...openRound, participations: [] }),
      "investors.participate": () => {
        throw apiError("CONFLICT", "The round's target is 5000000.00; 0.00 is left to raise");
      },
    });
    const table = await screen.findByRole("table", { name: "Fundraising rounds" }, FIRST_RENDER);
    fireEvent.click(within(table).getByRole("button", { name: "Open Seed" }));
    const form = await screen.findByRole("form", { name: "Add Participation" });
    fireEvent.click(within(form).getByRole("combobox", { name: /Investor/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Asha (A1)", hidden: true }));
    fireEvent.change(within(form).getByLabelText(/Investment Amount/), { target: { value: "6000000" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add Participation" }));
    expect(await screen.findByText("The round's target is 5000000.00; 0.00 is left to raise")).toBeTruthy();
  });
});

describe("Waterfall scenarios", () => {
  it("shows the first scenario's distributions, and another when it is chosen", async () => {
    const other = { ...scenario, id: "s2", scenarioName: "IPO", exitType: "ipo", exitValue: "50000000.00" };
    open("/erp/waterfall-scenarios", "manager", {
      "investors.scenarios": () => [scenario, other],
      "investors.scenario": (input) =>
        (input as { id: string }).id === "s1"
          ? { scenario, distributions }
          : {
              scenario: other,
              distributions: [
                { ...distributions[1], amount: "10000000.00", returnMultiple: "4.0000", irr: "1.000000" },
              ],
            },
    });
    const table = await screen.findByRole("table", { name: "Distributions by investor" }, FIRST_RENDER);
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["InvestorAmountMultipleIRR", "Founder₹75,00,000.00——", "Asha₹25,00,000.001.00x0.00%"]);
    expect(screen.queryByRole("button", { name: "New Scenario" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /IPO/ }));
    await waitFor(() =>
      expect(screen.getByRole("table", { name: "Distributions by investor" }).textContent).toContain(
        "₹1,00,00,000.004.00x100.00%",
      ),
    );
    expect(screen.getByText(/exit values up to ₹10,00,00,000.00/)).toBeTruthy();
  });

  it("says when there is no scenario, and a writer creates one which is then shown", async () => {
    let list: unknown[] = [];
    const create = vi.fn((input: unknown) => {
      list = [{ ...scenario, ...(input as object) }];
      return { scenario: list[0], distributions };
    });
    open("/erp/waterfall-scenarios", "accountant", {
      "investors.scenarios": () => list,
      "investors.scenario": () => ({ scenario: list[0], distributions }),
      "investors.createScenario": create,
    });
    expect(await screen.findByText("No scenarios yet", {}, FIRST_RENDER)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New Scenario" }));
    const dialog = await screen.findByRole("dialog", { name: "New Waterfall Scenario" });
    fireEvent.change(within(dialog).getByLabelText(/Scenario Name/), { target: { value: "Sale" } });
    fireEvent.change(within(dialog).getByLabelText(/Exit Value/), { target: { value: "10000000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Scenario" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ scenarioName: "Sale", exitValue: "10000000", exitType: "acquisition" }),
      ),
    );
    expect(await screen.findByRole("table", { name: "Distributions by investor" })).toBeTruthy();
  });
});

describe("Investor returns", () => {
  const rows = [
    {
      investorId: "f1",
      investorName: "Founder",
      invested: "0.00",
      shares: 1000000,
      ownershipPercentage: "80.0000",
      distribution: null,
      multiple: null,
      irr: null,
    },
  ];
  it("shows the returns of the scenario chosen and downloads the server's CSV", async () => {
    const returns = vi.fn((input: unknown) => {
      const chosen = (input as { scenarioId: string | null }).scenarioId === "s1";
      return {
        scenario: chosen ? scenario : null,
        rows: chosen
          ? [
              { ...rows[0], distribution: "7500000.00" },
              {
                ...rows[0],
                investorId: "a1",
                investorName: "Asha",
                invested: "2500000.00",
                shares: 250000,
                ownershipPercentage: "20.0000",
                distribution: "2500000.00",
                multiple: "1.0000",
                irr: "0.000000",
              },
            ]
          : rows,
      };
    });
    open("/erp/reports/investor-returns", "accountant", {
      "investors.scenarios": () => [scenario],
      "investors.returns": returns,
      "investors.returnsCsv": () => ({
        fileName: "investor-returns-s1.csv",
        csv: "Investor,Invested\r\nAsha,2500000.00\r\n",
      }),
    });
    expect((await screen.findAllByText(/Choose a scenario/, {}, FIRST_RENDER)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("combobox", { name: "Scenario" }));
    fireEvent.click(await screen.findByRole("option", { name: "Sale at 1 crore", hidden: true }));
    const table = await screen.findByRole("table", { name: "Investor returns" });
    await waitFor(() =>
      expect(within(table).getAllByRole("row")[2]?.textContent).toBe(
        "Asha₹25,00,000.002,50,00020.0000₹25,00,000.001.00x0.00%",
      ),
    );
    let saved: Blob | undefined;
    let name = "";
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:report";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(name).toBe("investor-returns-s1.csv");
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as Blob);
    });
    expect(text.replace(/^\uFEFF/, "")).toBe("Investor,Invested\r\nAsha,2500000.00\r\n");
  });
});
