import { createConfig, lintFromString } from "@redocly/openapi-core";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "./testing/harness";

let t: TestApp;
const registered: { method: string; path: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, path: route.url });
    },
  });
});
afterAll(() => t.close());

/** Fastify's `/api/x/:id` and `/api/objects/local/*` in OpenAPI's form. */
const asOpenApi = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}").replace(/\*$/, "{key}");

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document by an independent validator", async () => {
    const res = await t.request("GET", "/api/openapi.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const document = res.json();
    expect(document.openapi).toBe("3.1.0");
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: res.body, absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("lists every route registered under /api, and nothing that is not registered", async () => {
    const document = (await t.request("GET", "/api/openapi.json")).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const served = new Set(
      registered
        .filter((r) => r.path.startsWith("/api/") && r.method !== "HEAD")
        .map((r) => `${r.method} ${asOpenApi(r.path)}`),
    );
    expect([...served].filter((op) => !documented.has(op))).toEqual([]);
    expect([...documented].filter((op) => !served.has(op))).toEqual([]);
    // The spec's paths of parts 1 and 2 are all there (a sample of each area).
    for (const op of [
      "POST /api/login",
      "GET /api/notifications",
      "GET /api/settings/first-steps",
      "GET /api/bookings",
      "PATCH /api/bookings/{id}/status",
      "POST /api/group-bookings/{id}/generate-invoice",
      "POST /api/bookings/quote",
      "POST /api/group-bookings/quote",
      "POST /api/group-bookings/{id}/payments",
      "GET /api/reports/gst",
      "PUT /api/expenses/{id}",
      "GET /api/calendar/grid",
      "GET /api/rooms/available/by-type",
      "POST /api/asset-tags/{id}/approve",
      "POST /api/objects/upload",
      "GET /api/erp/reports/gstr1",
      "GET /api/erp/invoices",
      "POST /api/erp/invoices",
      "GET /api/erp/invoices/next-number",
      "PUT /api/erp/invoices/{id}",
      "DELETE /api/erp/invoices/{id}",
      "POST /api/erp/invoices/{id}/issue",
      "POST /api/erp/invoices/{id}/payments",
      "POST /api/erp/invoices/{id}/credit-notes",
      "POST /api/erp/invoices/{id}/cancel",
      "GET /api/erp/invoices/{id}/pdf",
      "GET /api/erp/credit-notes/{id}",
      "GET /api/erp/credit-notes/{id}/pdf",
      "POST /api/rate-plans/{id}/make-default",
    ]) {
      expect(documented.has(op), op).toBe(true);
    }
  });

  it("describes inputs from the procedures' own schemas, with both ways of signing in", async () => {
    const document = (await t.request("GET", "/api/openapi.json")).json();
    const create = document.paths["/api/bookings"].post;
    const body = create.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(["roomId", "checkInDate", "checkOutDate", "adults"]),
    );
    expect(body.properties.checkInDate).toMatchObject({ type: "string", format: "date" });
    expect(body.properties.notes.anyOf[0]).toMatchObject({ maxLength: 2000 });
    expect(create.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
    expect(document.paths["/api/login"].post.security).toEqual([]);
    const list = document.paths["/api/bookings"].get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(
      expect.arrayContaining(["from", "to", "status", "search", "owing", "page", "pageSize"]),
    );
    const expenses = document.paths["/api/expenses"].get.parameters.map((p: { name: string }) => p.name);
    expect(expenses).toEqual(["from", "to", "categoryId", "paymentMethod", "page", "pageSize"]);
    // GSTR-1 answers JSON, or one section as CSV.
    const gstr1 = document.paths["/api/erp/reports/gstr1"].get;
    expect(gstr1.parameters.map((p: { name: string }) => p.name)).toEqual(["period", "format", "section"]);
    expect(Object.keys(gstr1.responses[200].content)).toEqual(["application/json", "text/csv"]);
    // What a voucher line may be posted to is the chart of accounts, filtered.
    const chart = document.paths["/api/erp/chart-of-accounts"].get;
    expect(chart.parameters).toEqual([
      expect.objectContaining({ name: "postable", in: "query", required: false }),
    ]);
    expect(document.components.securitySchemes).toMatchObject({
      cookieAuth: { type: "apiKey", in: "cookie", name: "atithi_session" },
      bearerAuth: { type: "http", scheme: "bearer" },
    });
  });
});

describe("/api/docs", () => {
  it("sends an anonymous visitor to sign in, and renders the document for a signed-in user", async () => {
    const anonymous = await t.request("GET", "/api/docs");
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe("/login");
    const cookie = await t.login("admin", ADMIN_PASSWORD);
    const page = await t.request("GET", "/api/docs", { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-url="/api/openapi.json"');
    const script = await t.request("GET", "/api/docs/scalar.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
  });
});
