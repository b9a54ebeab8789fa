import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";
import { localObjectPaths } from "./modules/back-office/digital-assets/digital-assets.rest";
import { type DocumentedPath, openApiDocument } from "./platform/rest/openapi";
import { createContext, type Services } from "./platform/trpc/context";
import { restRoutes } from "./rest-routes";

const require = createRequire(import.meta.url);
// The last release whose package declares Node 20 (1.47 and later ask for Node 22); only its browser bundle is served.
const SCALAR_BUNDLE = require.resolve("@scalar/api-reference/browser/standalone.js");

/** Nothing fetched from elsewhere and no hosted extras (AI agent, deploy and share toolbar): the page works offline. */
const SCALAR_CONFIGURATION = JSON.stringify({
  withDefaultFonts: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  agent: { disabled: true },
  showToolbar: "never",
  showDeveloperTools: "never",
});

const html = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration='${SCALAR_CONFIGURATION}'></script>
    <script src="/api/docs/scalar.js"></script>
  </body>
</html>`;

const page = (operationId: string, summary: string, type: string): DocumentedPath["operation"] => ({
  tags: ["Documentation"],
  summary,
  operationId,
  responses: { 200: { description: "OK", content: { [type]: { schema: {} } } } },
  security: [],
});

const selfPaths: DocumentedPath[] = [
  {
    method: "GET",
    path: "/api/openapi.json",
    operation: page("getOpenApiDocument", "This document", "application/json"),
  },
  {
    method: "GET",
    path: "/api/docs",
    operation: {
      ...page(
        "getApiDocs",
        "This document, rendered (signed-in users; others are sent to sign in)",
        "text/html",
      ),
      responses: {
        200: { description: "The rendered document", content: { "text/html": { schema: {} } } },
        302: { description: "Not signed in: sent to /login" },
      },
      security: [{ cookieAuth: [] }],
    },
  },
  {
    method: "GET",
    path: "/api/docs/scalar.js",
    operation: page("getApiDocsScript", "The renderer's script", "text/javascript"),
  },
];

export const apiDocument = openApiDocument(restRoutes, [...localObjectPaths, ...selfPaths], "1");

/** GET /api/openapi.json (public: it holds no data) and the signed-in page /api/docs that renders it. */
export function registerApiDocs(app: FastifyInstance, services: Services) {
  const json = JSON.stringify(apiDocument);
  app.get("/api/openapi.json", (_req, reply) => reply.type("application/json").send(json));
  app.get("/api/docs", async (req, reply) => {
    const ctx = await createContext(services, req, reply);
    if (!ctx.user) return reply.redirect("/login");
    return (
      reply
        .type("text/html")
        .header("cache-control", "no-store")
        // Whatever the renderer carries, the page reaches nothing but this server.
        .header(
          "content-security-policy",
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
        )
        .send(html("Atithi API"))
    );
  });
  app.get("/api/docs/scalar.js", (_req, reply) =>
    reply
      .type("text/javascript")
      .header("cache-control", "public, max-age=86400")
      .send(createReadStream(SCALAR_BUNDLE)),
  );
}
