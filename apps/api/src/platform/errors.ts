import { TRPCError } from "@trpc/server";

export const notFound = (what: string) => new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });
export const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
export const forbidden = (message: string) => new TRPCError({ code: "FORBIDDEN", message });
export const badRequest = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });
