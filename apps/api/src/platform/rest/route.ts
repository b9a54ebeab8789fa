import { idempotencyKeySchema, type Permission } from "@atithi/domain";
import { type AnyTRPCRouter, TRPCError } from "@trpc/server";
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { z } from "zod";
import { type Context, createContext, type Services } from "../trpc/context";
import { assertPermitted, assertScopeAllows, type Meta } from "../trpc/init";
import { sendError } from "./send-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;
/** A body is passed on as sent (once it has passed the procedure's own schema), so the procedure parses it exactly once more. */
type Sent<S> = S extends Schema ? z.input<S> : undefined;

interface RouteSpec<C, P, Q, B> {
  /** The procedure of the module's router this path calls: its permission is checked before the input is read. */
  procedure: string;
  method: HttpMethod;
  /** Fastify's form: `/api/bookings/:id`. */
  path: string;
  summary: string;
  /** Success status; 200 unless given. */
  status?: number;
  /** Path parameters, query and body as they travel; the body is the procedure's own input schema (or part of it). */
  params?: P;
  query?: Q;
  body?: B;
  /** Answers 429 when asked too often (sign-in attempts, open uploads), for the OpenAPI document. */
  throttled?: boolean;
  /** The media type of a success that is not JSON (a PDF), or the types it may be, for the OpenAPI document. */
  produces?: string | readonly string[];
  call(
    caller: C,
    input: { params: Parsed<P>; query: Parsed<Q>; body: Sent<B> },
    reply: FastifyReply,
  ): Promise<unknown>;
}

/** A documented `/api` path, its schemas kept for the OpenAPI document. */
export interface RestRoute {
  tag: string;
  method: HttpMethod;
  path: string;
  summary: string;
  status: number;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The permission its procedure requires; none for the sign-in path. */
  permission: Permission | undefined;
  public: boolean;
  throttled: boolean;
  /** Its procedure takes an idempotency key: the `Idempotency-Key` header. */
  idempotent: boolean;
  /** The media types of a success. */
  produces: readonly string[];
  handler(services: Services): RouteHandlerMethod;
}

function invalid(error: z.ZodError): TRPCError {
  return new TRPCError({ code: "BAD_REQUEST", message: "Invalid input", cause: error });
}

function parse(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

function assertSent<S extends Schema>(schema: S, value: unknown): asserts value is z.input<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
}

/**
 * The REST paths of one module: each reads its path parameters, query and body through their
 * schemas and calls a procedure of the module's own router with the same context tRPC builds, so
 * a REST path is a translation only and answers the procedure's status codes.
 */
export function restRoutes<C>(tag: string, router: AnyTRPCRouter, callerFor: (ctx: Context) => C) {
  return function route<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
  >(spec: RouteSpec<C, P, Q, B>): RestRoute {
    const status = spec.status ?? 200;
    const procedure = router._def.procedures[spec.procedure] as { _def: { meta?: Meta } } | undefined;
    if (!procedure)
      throw new Error(`${spec.method} ${spec.path}: no procedure ${spec.procedure} in its router`);
    // Public procedures (sign-in) name no permission.
    const permission = procedure._def.meta?.permission;
    const idempotent = procedure._def.meta?.idempotent ?? false;
    return {
      tag,
      method: spec.method,
      path: spec.path,
      summary: spec.summary,
      status,
      params: spec.params,
      query: spec.query,
      body: spec.body,
      permission,
      public: permission === undefined,
      throttled: spec.throttled ?? false,
      idempotent,
      produces: [spec.produces ?? "application/json"].flat(),
      handler: (services) => async (req: FastifyRequest, reply: FastifyReply) => {
        try {
          const ctx = await createContext(services, req, reply);
          // Who is asking comes before what was asked: a caller without the right learns nothing from a 400.
          if (permission !== undefined) assertPermitted(ctx.user, permission);
          assertScopeAllows(ctx, spec.method !== "GET");
          // The casts only restate what the schemas just checked, in the conditional types above.
          const params = parse(spec.params, req.params) as Parsed<P>;
          const query = parse(spec.query, req.query) as Parsed<Q>;
          if (idempotent)
            ctx.idempotencyKey = (parse(idempotencyHeader, req.headers) as IdempotencyHeader)[KEY_HEADER];
          // No body (or null) reads as an empty one, so each missing field is named in the answer.
          const body: unknown = spec.body ? (req.body ?? {}) : undefined;
          if (spec.body) assertSent(spec.body, body);
          const result = await spec.call(callerFor(ctx), { params, query, body: body as Sent<B> }, reply);
          return reply.status(status).send(result);
        } catch (error) {
          return sendError(reply, error);
        }
      },
    };
  };
}

/** The header as Fastify reads it (lower case); a repeated header is an array, refused as not a string. */
const KEY_HEADER = "idempotency-key";
const idempotencyHeader = z.object({ [KEY_HEADER]: idempotencyKeySchema.optional() });
type IdempotencyHeader = z.output<typeof idempotencyHeader>;

/** `/api/x/:id`. */
export const idParams = z.object({ id: z.string().describe("The record's id") });

/** A yes/no filter in a query string: "true" or "false", left out for no filter. */
export const booleanQuery = (description: string) =>
  z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true"))
    .describe(description);
