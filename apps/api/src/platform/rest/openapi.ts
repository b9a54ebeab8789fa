import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "@atithi/domain";
import { z } from "zod";
import { SESSION_COOKIE } from "../auth/session";
import type { HttpMethod, RestRoute } from "./route";

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** A path not declared through `restRoutes` (a raw Fastify route), described by hand. */
export interface DocumentedPath {
  method: HttpMethod;
  /** OpenAPI's form: `/api/objects/local/{key}`. */
  path: string;
  operation: Operation;
}

/** The request's shape as the client sends it; transforms and refinements are the server's business. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

/** `/api/bookings/:id` → `/api/bookings/{id}`. */
export const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:([A-Za-z]+)/g, "{$1}");

function parameters(schema: z.ZodType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: location,
      required: location === "path" || required.includes(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
    };
  });
}

function idempotencyKeyParameter() {
  const { description, ...schema } = jsonSchema(idempotencyKeySchema);
  return { name: IDEMPOTENCY_KEY_HEADER, in: "header", required: false, description, schema };
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const SUCCESS: Record<number, string> = {
  200: "OK",
  201: "Created",
  302: "Redirect to the file's signed link",
};

function operationOf(route: RestRoute): Operation {
  const method = route.method.toLowerCase();
  const words = route.path
    .replace(/^\/api\//, "")
    .split(/[/-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith(":") ? `by ${w.slice(1)}` : w));
  const operationId = [method, ...words].join(" ").replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase());
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId,
    parameters: [
      ...parameters(route.params, "path"),
      ...parameters(route.query, "query"),
      ...(route.idempotent ? [idempotencyKeyParameter()] : []),
    ],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(route.body) } },
          },
        }
      : {}),
    responses: {
      [route.status]: {
        description: SUCCESS[route.status] ?? "OK",
        content: Object.fromEntries(
          route.produces.map((type) => [
            type,
            {
              schema:
                type === "application/json"
                  ? {}
                  : type.startsWith("text/")
                    ? { type: "string" }
                    : { type: "string", format: "binary" },
            },
          ]),
        ),
      },
      400: errorResponse("The input is not valid; `message` names the field, `issues` lists each problem"),
      ...(route.public
        ? {}
        : { 401: errorResponse("Not signed in"), 403: errorResponse("The role does not allow it") }),
      404: errorResponse("No such record"),
      409: errorResponse("Refused by the record's state or a concurrent change"),
      ...(route.throttled
        ? {
            429: {
              ...errorResponse("Asked too often; `message` says when to try again"),
              headers: {
                "Retry-After": {
                  description: "Seconds to wait, when the server knows",
                  schema: { type: "integer" },
                },
              },
            },
          }
        : {}),
    },
    security: route.public ? [] : [{ cookieAuth: [] }, { bearerAuth: [] }],
  };
}

/** The OpenAPI 3.1 document of every `/api` path, generated from the same zod schemas the procedures use. */
export function openApiDocument(
  routes: readonly RestRoute[],
  extra: readonly DocumentedPath[],
  version: string,
) {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (path: string, method: string, operation: Operation) => {
    paths[path] ??= {};
    paths[path][method] = operation;
  };
  for (const route of routes) add(openApiPath(route.path), route.method.toLowerCase(), operationOf(route));
  for (const documented of extra) add(documented.path, documented.method.toLowerCase(), documented.operation);
  return {
    openapi: "3.1.0",
    info: {
      title: "Atithi API",
      version,
      description:
        "Front desk, back office and accounts of a hotel or guest house. Sign in with POST /api/login (a session cookie) or send an API token as `Authorization: Bearer atk_...`. Money is sent and answered as decimal strings; dates as yyyy-MM-dd between 1900-01-01 and 2100-12-31. Errors answer `{ success: false, message, issues? }`.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        cookieAuth: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        bearerAuth: { type: "http", scheme: "bearer", description: "An API token (atk_...)" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["success", "message"],
          properties: {
            success: { const: false },
            message: { type: "string" },
            issues: {
              type: "array",
              items: {
                type: "object",
                properties: { path: { type: "string" }, message: { type: "string" } },
              },
            },
          },
        },
      },
    },
  };
}
