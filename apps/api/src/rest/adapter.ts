import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { createCaller } from "../routers/root";
import { createContext, type Services } from "../trpc/context";
import { describeError } from "../trpc/init";

export type Caller = ReturnType<typeof createCaller>;

export function sendError(reply: FastifyReply, error: unknown) {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  if (trpcError.code === "INTERNAL_SERVER_ERROR")
    reply.log.error({ err: trpcError.cause ?? trpcError }, "REST call failed");
  return reply
    .status(getHTTPStatusCodeFromError(trpcError))
    .send({ success: false, ...describeError(trpcError) });
}

/**
 * A REST path is a translation only: build the same context tRPC builds, call the same procedure
 * through a server-side caller, and map its errors to status codes.
 */
export function rest(
  services: Services,
  call: (caller: Caller, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  successStatus = 200,
): RouteHandlerMethod {
  return async (req, reply) => {
    try {
      const ctx = await createContext(services, req, reply);
      const result = await call(createCaller(ctx), req, reply);
      return reply.status(successStatus).send(result);
    } catch (error) {
      return sendError(reply, error);
    }
  };
}
