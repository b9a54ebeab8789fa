import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, expectToast, mutate, photograph, query, signIn } from "./support";

// Other spec files share the database: every name carries this run's id, and figures are compared
// with what the server answers.
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const founder = `Founder ${run}`;
const asha = `Asha ${run}`;
const fund = `Deccan Fund ${run}`;
const seriesName = `Seed Pref ${run}`;
const roundName = `Seed ${run}`;
const scenarioName = `Exit ${run}`;

/** Opens a select of `scope` and picks an option of its own list. */
async function pick(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp) {
  const input = scope.getByRole("combobox", { name: label });
  await input.click();
  const list = page.locator(`#${await input.getAttribute("aria-controls")}`);
  await list.getByRole("option", { name: option }).click();
}

async function erpArea(page: Page, name: string) {
  await page.goto("/erp");
  await page.getByRole("navigation", { name: "ERP areas" }).getByRole("link", { name, exact: true }).click();
}

interface Round {
  id: string;
  status: string;
  pricePerShare: string | null;
  participations: { investorName: string; sharesReceived: number | null; remainderAmount: string | null }[];
}

test("investors: add one (naming what is missing), search, filter by type, nothing found", async ({
  page,
}) => {
  await signIn(page);
  await erpArea(page, "Investors");
  await page.getByRole("button", { name: "Add Investor" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Investor" });
  await dialog.getByRole("button", { name: "Create Investor" }).click();
  await expect(dialog.getByText("Investor code is required")).toBeVisible();
  await expect(dialog.getByText("Investor name is required")).toBeVisible();
  await dialog.getByLabel("Investor Code").fill(`A-${run}`);
  await dialog.getByLabel("Investor Name").fill(asha);
  await pick(page, dialog, "Investor Type", "Angel Investor");
  await dialog.getByRole("button", { name: "Create Investor" }).click();
  await expectToast(page, "Investor created successfully");
  await expect(dialog).toBeHidden();

  const search = page.getByPlaceholder("Search investors...");
  await search.fill(run);
  await expect(page.getByRole("status").filter({ hasText: /investors?$/ })).toHaveText("1 investor");
  await expect(page.getByRole("article", { name: asha })).toContainText("KYC: Pending");
  await pick(page, page.getByRole("main"), "Investor type", "Venture Capital");
  await expect(page.getByText("No investors found")).toBeVisible();
  await pick(page, page.getByRole("main"), "Investor type", "Angel Investor");
  await expect(page.getByRole("article", { name: asha })).toBeVisible();
  await search.fill(`nobody-${run}`);
  await expect(page.getByText("No investors found")).toBeVisible();
  await search.fill("");
  await pick(page, page.getByRole("main"), "Investor type", "All Types");
  await photograph(page, "erp-investors");
  await expectAccessible(page);
});

test("the cap table: founders' shares, a round opened, two participations, closed; a scenario and the returns", async ({
  page,
  baseURL,
}) => {
  // A long walk through five screens, on a machine that may be busy.
  test.setTimeout(240_000);
  await signIn(page);
  for (const [code, name, investorType] of [
    [`F-${run}`, founder, "Individual"],
    [`D-${run}`, fund, "Venture Capital"],
  ]) {
    await mutate(page, baseURL, "investors.create", { investorCode: code, investorName: name, investorType });
  }

  // A preferred class (face value ₹1, so any sensible price is above it).
  await erpArea(page, "Fundraising Rounds");
  await page.getByRole("button", { name: "New Share Class" }).click();
  const classDialog = page.getByRole("dialog", { name: "New Share Class" });
  await classDialog.getByLabel("Name").fill(seriesName);
  await classDialog.getByLabel("Face Value (₹)").fill("1");
  await classDialog.getByRole("button", { name: "Create Share Class" }).click();
  await expectToast(page, "Share class created successfully");

  // The founders' shares, for no money.
  await erpArea(page, "Shareholdings");
  await page.getByRole("button", { name: "Issue Shares" }).click();
  const issue = page.getByRole("dialog", { name: "Issue Shares" });
  await pick(page, issue, /^Investor/, new RegExp(founder));
  await pick(page, issue, /^Share Class/, "Common");
  await issue.getByLabel(/^Shares/).fill("1000000");
  await issue.getByRole("button", { name: "Issue Shares" }).click();
  await expectToast(page, "Shares issued successfully");
  const capTable = page.getByRole("table", { name: "Cap table" });
  await expect(capTable.getByRole("row").filter({ hasText: founder })).toContainText("10,00,000");

  // A round at ₹1 crore pre-money with a target of ₹50 lakh.
  await erpArea(page, "Fundraising Rounds");
  await page.getByRole("button", { name: "New Round" }).click();
  const roundForm = page.getByRole("dialog", { name: "New Fundraising Round" });
  await roundForm.getByLabel("Round Number").fill(`R-${run}`);
  await roundForm.getByLabel("Round Name").fill(roundName);
  await pick(page, roundForm, /^Share Class/, seriesName);
  await roundForm.getByLabel("Pre-money Valuation (₹)").fill("10000000");
  await roundForm.getByLabel("Target Amount (₹)").fill("5000000");
  await roundForm.getByRole("button", { name: "Create Round" }).click();
  await expectToast(page, "Round created successfully");
  const roundRow = page
    .getByRole("table", { name: "Fundraising rounds" })
    .getByRole("row")
    .filter({ hasText: roundName });
  await expect(roundRow).toContainText("Open");
  await expect(roundRow).toContainText("(implied)");
  await photograph(page, "erp-fundraising-rounds");
  await expectAccessible(page);

  await roundRow.getByRole("button", { name: `Open ${roundName}` }).click();
  const roundDialog = page.getByRole("dialog", { name: `R-${run} · ${roundName}` });
  const participation = roundDialog.getByRole("form", { name: "Add Participation" });
  for (const [investor, amount] of [
    [asha, "1000000"],
    [fund, "500005.50"],
  ] as const) {
    await pick(page, participation, /^Investor/, new RegExp(investor));
    await participation.getByLabel("Investment Amount (₹)").fill(amount);
    await participation.getByRole("button", { name: "Add Participation" }).click();
    await expectToast(page, "Participation added successfully");
  }
  await expect(roundDialog.getByRole("table", { name: "Participations" }).getByRole("row")).toHaveCount(3);
  await expectAccessible(page);

  await roundDialog.getByRole("button", { name: "Close Round" }).click();
  const confirm = page.getByRole("dialog", { name: "Close this round?" });
  await confirm.getByRole("button", { name: "Close Round" }).click();
  await expectToast(page, "Round closed");
  await expect(confirm).toBeHidden();
  const rounds = await query<{ id: string; roundName: string }[]>(page, "investors.rounds");
  const closed = await query<Round>(page, "investors.round", {
    id: rounds.find((r) => r.roundName === roundName)?.id,
  });
  expect(closed.status).toBe("closed");
  const issued = closed.participations.reduce((s, p) => s + (p.sharesReceived ?? 0), 0);
  expect(issued).toBeGreaterThan(0);
  const grouped = new Intl.NumberFormat("en-IN").format(issued);
  await expect(roundDialog.getByRole("alert")).toContainText(`${grouped} shares issued at ₹`);
  const closedRows = roundDialog.getByRole("table", { name: "Participations" }).getByRole("row");
  for (const p of closed.participations) {
    await expect(closedRows.filter({ hasText: p.investorName })).toContainText(
      new Intl.NumberFormat("en-IN").format(p.sharesReceived ?? 0),
    );
  }
  // ₹5,00,005.50 does not buy a whole number of shares at a price in whole rupees: its remainder is stated.
  const fundRow = closed.participations.find((p) => p.investorName === fund);
  expect(Number(fundRow?.remainderAmount)).toBeGreaterThan(0);
  await expect(roundDialog.getByRole("form", { name: "Add Participation" })).toHaveCount(0);
  await photograph(page, "erp-round-closed");
  await page.keyboard.press("Escape");
  await expect(roundRow).toContainText("Closed");

  // The cap table grew and still adds up to 100.0000.
  await erpArea(page, "Shareholdings");
  await expect(capTable.getByRole("row").filter({ hasText: asha })).toContainText(seriesName);
  await expect(capTable.locator("tfoot")).toContainText("100.0000");
  await photograph(page, "erp-shareholdings");
  await expectAccessible(page);

  // An exit of ₹5 crore: its distributions and the classes' payouts against the exit value.
  await erpArea(page, "Waterfall Scenarios");
  await page.getByRole("button", { name: "New Scenario" }).click();
  const scenarioForm = page.getByRole("dialog", { name: "New Waterfall Scenario" });
  await scenarioForm.getByLabel("Scenario Name").fill(scenarioName);
  await scenarioForm.getByLabel("Exit Value (₹)").fill("50000000");
  await pick(page, scenarioForm, "Exit Type", "IPO");
  await scenarioForm.getByRole("button", { name: "Create Scenario" }).click();
  await expectToast(page, "Scenario created successfully");
  await expect(page.getByRole("heading", { name: scenarioName })).toBeVisible();
  const distributions = page.getByRole("table", { name: "Distributions by investor" });
  const scenarios = await query<{ id: string; scenarioName: string }[]>(page, "investors.scenarios");
  const stored = await query<{ distributions: { investorName: string; amount: string }[] }>(
    page,
    "investors.scenario",
    { id: scenarios.find((s) => s.scenarioName === scenarioName)?.id },
  );
  for (const d of stored.distributions.filter((x) => [founder, asha, fund].includes(x.investorName))) {
    await expect(distributions.getByRole("row").filter({ hasText: d.investorName })).toContainText(
      new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(
        Number(d.amount),
      ),
    );
  }
  const chart = page.getByRole("region", { name: "Payouts by share class" });
  await expect(chart.locator("svg.recharts-surface")).toBeVisible();
  await expect(chart.getByText(seriesName).first()).toBeVisible();
  await photograph(page, "erp-waterfall-scenarios");
  await expectAccessible(page);

  // The returns report for that scenario, and its CSV.
  await erpArea(page, "Investor Returns");
  await pick(page, page.getByRole("region", { name: "Report dates" }), "Scenario", scenarioName);
  const returns = page
    .getByRole("region", { name: "Investor Returns" })
    .getByRole("table", { name: "Investor returns" });
  await expect(returns.getByRole("row").filter({ hasText: asha })).toContainText("₹10,00,000.00");
  await expect(page.getByRole("region", { name: "Investor Returns" })).toContainText(scenarioName);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^investor-returns-.+\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(csv[0]).toBe("Investor,Invested,Shares,Ownership %,Distribution,Multiple,IRR");
  expect(csv.find((line) => line.startsWith(`${asha},`))).toMatch(new RegExp(`^${asha},1000000\\.00,\\d+,`));
  await photograph(page, "erp-investor-returns");
  await expectAccessible(page);
});
