import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, mutate, photograph, propertyDay, query, signIn } from "./support";

// Other spec files share the data folder: figures are compared with what the server answers.
test.describe.configure({ mode: "serial" });

const GSTIN = "27AAPFU0939F1ZV";
const BUYER_GSTIN = "29AAGCB7383J1Z4";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

interface Gstr1Json {
  gstin: string;
  fp: string;
  b2b?: { ctin: string; inv: { inum: string; val: number }[] }[];
  doc_issue?: { doc_det: { docs: { from: string; to: string; net_issue: number }[] }[] };
}

const origin = (page: Page, baseURL: string | undefined) => ({
  origin: new URL(baseURL ?? page.url()).origin,
});

/** A stay of today in the last free room, invoiced at once through the API; answers its invoice's number. */
async function invoicedStay(page: Page, baseURL: string | undefined, name: string, billTo?: object) {
  const checkInDate = propertyDay();
  const checkOutDate = propertyDay(1);
  const free = await query<{ id: string }[]>(page, "rooms.available", { checkInDate, checkOutDate });
  const room = free.at(-1);
  if (!room) throw new Error("the test needs a free room");
  const booking = await mutate<{ id: string }>(page, baseURL, "bookings.create", {
    guest: { name, phone: `98${String(Date.now()).slice(-8)}` },
    roomId: room.id,
    checkInDate,
    checkOutDate,
    adults: 2,
    children: 0,
    ...(billTo ? { billTo } : {}),
  });
  const invoice = await page.request.post(`/api/bookings/${booking.id}/invoice`, {
    headers: origin(page, baseURL),
  });
  expect(invoice.ok(), await invoice.text()).toBe(true);
  return ((await invoice.json()) as { invoiceNumber: string }).invoiceNumber;
}

async function saved(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

test("GSTR-1: a month's return summed up, its JSON and a section's CSV downloaded", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const response = await page.request.put("/api/settings/tax", {
    data: {
      gstNumber: GSTIN,
      businessName: "Hotel Sagar",
      businessAddress: "12 MG Road, Pune 411001",
      panNumber: "AAPFU0939F",
      enableGst: true,
    },
    headers: origin(page, baseURL),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const b2bNumber = await invoicedStay(page, baseURL, "Meera Nair", {
    name: "Bharat Tours Pvt Ltd",
    address: "Bengaluru",
    gstin: BUYER_GSTIN,
  });
  await invoicedStay(page, baseURL, "Arjun Mehta");
  // A wedding group of one room, invoiced on the group.
  const free = await query<{ id: string }[]>(page, "rooms.available", {
    checkInDate: propertyDay(),
    checkOutDate: propertyDay(1),
  });
  const group = await mutate<{ id: string }>(page, baseURL, "groups.create", {
    groupBookingData: {
      groupName: "Kulkarni wedding",
      contactPersonName: "S. Kulkarni",
      contactPersonPhone: "9876500011",
      checkInDate: propertyDay(),
      checkOutDate: propertyDay(1),
      eventType: "wedding",
      groupDiscountPercentage: "0",
      isComplimentary: false,
    },
    roomSelections: [{ roomId: free.at(0)?.id, guestName: "Guest 1", adults: 2, children: 0 }],
  });
  const groupInvoice = await mutate<{ invoice: { invoiceNumber: string } }>(
    page,
    baseURL,
    "groups.generateInvoice",
    {
      id: group.id,
    },
  );

  await page.goto("/erp");
  await page.getByRole("navigation", { name: "ERP areas" }).getByRole("link", { name: "GSTR-1" }).click();
  await expect(page).toHaveURL(/\/erp\/reports\/gstr1$/);

  // It opens on last month, the return that is due; every invoice of this run is dated today.
  const today = propertyDay();
  const lastMonth = propertyDay(-Number(today.slice(8, 10))).slice(0, 7);
  const lastLabel = new Intl.DateTimeFormat("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${lastMonth}-01T00:00:00Z`));
  await expect(page.getByRole("button", { name: "Month" })).toHaveText(lastLabel);
  await expect(page.getByText(`No tax invoices were issued in ${lastLabel}`)).toBeVisible();
  await photograph(page, "erp-gstr1-empty");
  await expectAccessible(page);

  // This month, picked in the month picker.
  await page.getByRole("button", { name: "Month" }).click();
  const dropdown = page.locator("[data-dates-dropdown]");
  if (lastMonth.slice(0, 4) !== today.slice(0, 4))
    await dropdown.getByRole("button", { name: "Next year" }).click();
  await dropdown.getByRole("button", { name: MONTHS[Number(today.slice(5, 7)) - 1], exact: true }).click();
  const period = today.slice(0, 7);
  const fp = `${period.slice(5, 7)}${period.slice(0, 4)}`;
  const json = await query<Gstr1Json>(page, "gstReturns.gstr1", { period });
  expect(json.gstin).toBe(GSTIN);
  const invoices = json.b2b?.flatMap((c) => c.inv) ?? [];
  const ours = invoices.find((i) => i.inum === b2bNumber);
  expect(ours, "the stay billed to a company with a GSTIN is in B2B").toBeDefined();
  expect(json.b2b?.find((c) => c.inv.includes(ours as never))?.ctin).toBe(BUYER_GSTIN);

  const b2b = page.getByRole("region", { name: "B2B invoices" });
  await expect(b2b).toContainText(`${invoices.length} invoice${invoices.length === 1 ? "" : "s"}`);
  const issued = json.doc_issue?.doc_det.flatMap((d) => d.docs) ?? [];
  const documents = page.getByRole("region", { name: "Documents issued" });
  await expect(documents).toContainText(`${issued.reduce((n, d) => n + d.net_issue, 0)} documents`);
  for (const series of issued) await expect(documents).toContainText(series.from);
  expect(issued.map((d) => d.to)).toContain(groupInvoice.invoice.invoiceNumber);

  const file = await saved(page, () => page.getByRole("button", { name: "Download JSON" }).click());
  expect(file.name).toBe(`GSTR1-${fp}.json`);
  expect(JSON.parse(file.text)).toEqual(json);

  const csv = await saved(page, () => b2b.getByRole("button", { name: "Download b2b CSV" }).click());
  expect(csv.name).toBe(`GSTR1-${fp}-b2b.csv`);
  const rows = csv.text.replace(/^\uFEFF/, "").split("\r\n");
  expect(rows[0]).toMatch(
    /^GSTIN\/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,/,
  );
  expect(rows.some((row) => row.startsWith(`${BUYER_GSTIN},Bharat Tours Pvt Ltd,${b2bNumber},`))).toBe(true);

  await photograph(page, "erp-gstr1");
  await expectAccessible(page);
});
