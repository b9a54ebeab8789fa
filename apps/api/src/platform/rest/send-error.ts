import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyReply } from "fastify";
import { retryAfterOf, toTRPCError } from "../trpc/error-map";
import { describeError } from "../trpc/init";

/** The REST answer for an error: the status tRPC gives its code, and the one description clients see. */
export function sendError(reply: FastifyReply, error: unknown) {
  const trpcError =
    error instanceof TRPCError
      ? error
      : (toTRPCError(error) ?? new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error }));
  if (trpcError.code === "INTERNAL_SERVER_ERROR")
    reply.log.error({ err: trpcError.cause ?? trpcError }, "REST call failed");
  const retryAfter = retryAfterOf(trpcError);
  if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
  return reply
    .status(getHTTPStatusCodeFromError(trpcError))
    .send({ success: false, ...describeError(trpcError) });
}
