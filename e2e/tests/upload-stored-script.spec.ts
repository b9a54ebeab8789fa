import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { ADMIN_PASSWORD } from "../playwright.config";
import { expect, test } from "./fixtures";
import { mutate, query, signIn } from "./support";

/**
 * Issue 28 §1: a front-desk user uploads documents whose script, run on the app's origin by an
 * administrator opening them, would create an administrator named `marker`. The test proves that no
 * script ran by asking afterwards whether any such user exists.
 */
const createAdmin = (marker: string) =>
  `fetch("/trpc/users.create",{method:"POST",credentials:"include",headers:{"content-type":"application/json"},` +
  `body:JSON.stringify({username:"${marker}",password:"pwned-password-1",role:"admin"})})`;
const htmlPage = (marker: string) =>
  Buffer.from(
    `<!doctype html><html><body><h1>Bill</h1><script>${createAdmin(marker)}</script></body></html>`,
  );
const svgImage = (marker: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${createAdmin(marker)}</script></svg>`,
  );
/** Starts as a PDF must, so it is stored; a browser rendering it as HTML would run its script. */
const pdfPolyglot = (marker: string) =>
  Buffer.from(`%PDF-1.4\n<html><body><script>${createAdmin(marker)}</script></body></html>\n%%EOF\n`);

const run = Date.now().toString(36);
const marker = (what: string) => `pwned-${what}-${run}`;
const DESK = { username: `desk-${run}`, password: "desk-password-12" };

async function signedInPage(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username, password);
  return page;
}

async function restPost(request: APIRequestContext, origin: string, path: string, data: unknown) {
  return request.post(path, { data, headers: { origin } });
}

test("documents uploaded by the front desk run no script when an administrator opens them", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? "").origin;
  const admin = await signedInPage(browser, "admin", ADMIN_PASSWORD);
  await mutate(admin, baseURL, "users.create", { ...DESK, role: "front_desk" });
  // The payload works when it runs on the app's origin: this user is made, the others must not be.
  await admin.evaluate(createAdmin(marker("control")));
  const usernames = async () =>
    (await query<{ username: string }[]>(admin, "users.list")).map((user) => user.username);
  await expect.poll(usernames).toContain(marker("control"));

  const desk = await signedInPage(browser, DESK.username, DESK.password);
  const request = desk.request;

  // 1. The exploit: a list of types, the last of which Chromium renders.
  const listed = await restPost(request, origin, "/api/objects/upload", {
    fileName: "bill.pdf",
    contentType: "application/pdf;,text/html",
  });
  expect(listed.status()).toBe(400);
  const upload = await (
    await restPost(request, origin, "/api/objects/upload", {
      fileName: "bill.pdf",
      contentType: "application/pdf",
    })
  ).json();
  const put = await request.put(upload.uploadURL, {
    data: htmlPage(marker("exploit")),
    headers: { origin, "content-type": "application/pdf;,text/html" },
  });
  expect(put.status()).toBe(415);
  const saved = await restPost(request, origin, "/api/digital-assets", {
    fileName: "bill.pdf",
    fileUrl: upload.uploadURL,
  });
  expect(saved.status()).toBe(400);
  expect((await saved.json()).message).toBe("The file has not been uploaded; please upload it again");

  // 2. An SVG with script: declared as such, refused; sent as a PNG, refused on save.
  expect(
    (
      await restPost(request, origin, "/api/objects/upload", {
        fileName: "logo.svg",
        contentType: "image/svg+xml",
      })
    ).status(),
  ).toBe(400);
  const asPng = await (
    await restPost(request, origin, "/api/objects/upload", { fileName: "logo.png", contentType: "image/png" })
  ).json();
  expect(
    (
      await request.put(asPng.uploadURL, {
        data: svgImage(marker("svg")),
        headers: { origin, "content-type": "image/png" },
      })
    ).status(),
  ).toBe(200);
  const svgSaved = await restPost(request, origin, "/api/digital-assets", {
    fileName: "logo.png",
    fileUrl: asPng.uploadURL,
  });
  expect(svgSaved.status()).toBe(400);
  expect((await svgSaved.json()).message).toBe(
    "The file's contents are not a PNG image, as its type says; please upload it again",
  );

  // Through the app itself, as the front desk would.
  await desk.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Digital Assets" }).click();
  const choose = async (name: string, mimeType: string, buffer: Buffer) => {
    await desk
      .getByRole("button", { name: /Upload (First )?Asset/ })
      .first()
      .click();
    const dialog = desk.getByRole("dialog", { name: "Upload Asset" });
    await dialog.locator("input.uppy-Dashboard-input").first().setInputFiles({ name, mimeType, buffer });
    return dialog;
  };
  // The chooser takes no SVG at all.
  let dialog = await choose("logo.svg", "image/svg+xml", svgImage(marker("svg-ui")));
  await expect(dialog.getByText("This kind of file cannot be uploaded").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // 3. An HTML page named .pdf: the browser sends it as a PDF; the save finds no PDF in it.
  dialog = await choose("invoice.pdf", "application/pdf", htmlPage(marker("html-pdf")));
  await expect(desk.getByText("File Uploaded")).toBeVisible();
  await dialog.getByRole("button", { name: "Save Asset" }).click();
  await expect(desk.getByText("Failed to save digital asset. Please try again.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Stored, because they are what they say: a PDF that also holds a page, and a text file of script.
  for (const [name, mimeType, buffer] of [
    ["scan.pdf", "application/pdf", pdfPolyglot(marker("polyglot"))],
    ["notes.txt", "text/plain", htmlPage(marker("text"))],
  ] as const) {
    dialog = await choose(name, mimeType, buffer);
    await expect(desk.getByText("File Uploaded").last()).toBeVisible();
    await dialog.getByRole("button", { name: "Save Asset" }).click();
    await expect(dialog).toBeHidden();
    await expect(desk.getByRole("row", { name: new RegExp(name.replace(".", "\\.")) })).toBeVisible();
  }

  // The administrator opens each stored document with "View", and its address directly.
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Digital Assets" }).click();
  const rows = admin.getByRole("row").filter({ hasText: /scan\.pdf|notes\.txt/ });
  await expect(rows).toHaveCount(2, { timeout: 20_000 });
  expect(
    await admin
      .getByRole("row")
      .filter({ hasText: /invoice\.pdf|logo|bill\.pdf/ })
      .count(),
  ).toBe(0);
  for (const name of ["scan.pdf", "notes.txt"]) {
    const view = admin.getByRole("link", { name: `View ${name}` });
    const [tab] = await Promise.all([admin.context().waitForEvent("page"), view.click()]);
    await tab.waitForLoadState().catch(() => undefined);
    const direct = await admin.context().newPage();
    // A download aborts the navigation (and closes a tab opened for it): a file not shown runs nothing.
    await direct.goto((await view.getAttribute("href")) ?? "").catch(() => undefined);
    // Time for a script to have run, had one run.
    await admin.waitForTimeout(1500);
    for (const opened of [tab, direct]) if (!opened.isClosed()) await opened.close();
  }

  const after = await usernames();
  expect(after).toContain(marker("control"));
  expect(after.filter((username) => username.startsWith("pwned-") && username !== marker("control"))).toEqual(
    [],
  );
});
