import type { FastifyRequest } from "fastify";

/** What the REST paths read from a request, untyped: the procedures they call validate it. */
export const query = (req: FastifyRequest) => req.query as Record<string, string | undefined>;
export const body = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;
export const params = (req: FastifyRequest) => req.params as { id: string; phone: string };
export const id = (req: FastifyRequest) => params(req).id;
export const int = (value: string | undefined) => (value === undefined ? undefined : Number(value));
