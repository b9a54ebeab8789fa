import { can, isRole, type Permission } from "@atithi/domain";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { Context } from "./context";
import { toTRPCError } from "./error-map";

export interface Meta {
  /** The permission of the matrix this procedure requires; absent only for public procedures. */
  permission?: Permission;
  /** Takes an idempotency key (platform/idempotency): REST maps the `Idempotency-Key` header to it. */
  idempotent?: boolean;
}

export interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

/** zod's own wording ("Invalid input: expected string, received number") does not say which field. */
const GENERIC_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized)/;

/** The one description of an error that clients see, over tRPC and REST alike. */
export function describeError(error: TRPCError): ErrorBody {
  if (error.cause instanceof ZodError) {
    const issues = error.cause.issues.map((i) => {
      const path = i.path.join(".");
      return { path, message: path && GENERIC_MESSAGE.test(i.message) ? `${path}: ${i.message}` : i.message };
    });
    return { message: issues[0]?.message ?? "Invalid input", issues };
  }
  if (error.code === "INTERNAL_SERVER_ERROR") return { message: "Internal server error" };
  return { message: error.message };
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    isDev: false,
    errorFormatter: ({ shape, error }) => {
      const { message, issues } = describeError(error);
      return {
        ...shape,
        message,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, issues },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const translateErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const translated = toTRPCError(result.error.cause);
    if (translated) throw translated;
  }
  return result;
});

export const publicProcedure = t.procedure.use(translateErrors);

/** The one check of the matrix, for procedures and for REST paths before they read their input. */
export function assertPermitted(
  user: Context["user"],
  permission: Permission,
): asserts user is NonNullable<Context["user"]> {
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in" });
  if (!isRole(user.role) || !can(user.role, permission)) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Your role does not allow this" });
  }
}

export const READ_ONLY_TOKEN_MESSAGE =
  "This API token has the read scope: it may only read (GET requests and queries). Create a token with the write scope to make changes";

/** A read-scoped API token may read only: tRPC queries, and GET on REST. */
export function assertScopeAllows(ctx: Pick<Context, "authMethod" | "tokenScope">, writes: boolean) {
  if (writes && ctx.authMethod === "token" && ctx.tokenScope !== "write") {
    throw new TRPCError({ code: "FORBIDDEN", message: READ_ONLY_TOKEN_MESSAGE });
  }
}

/** A procedure for signed-in users whose role holds `permission` in the matrix. */
export function authorizedProcedure(permission: Permission) {
  return publicProcedure.meta({ permission }).use(({ ctx, type, next }) => {
    const { user } = ctx;
    assertPermitted(user, permission);
    assertScopeAllows(ctx, type !== "query");
    return next({ ctx: { ...ctx, user } });
  });
}

/** For what a person does at the screen (their password, their sessions, new tokens): never an API token. */
export function sessionOnlyProcedure(permission: Permission, doing: string) {
  return authorizedProcedure(permission).use(({ ctx, next }) => {
    const { sessionId } = ctx;
    if (ctx.authMethod !== "session" || sessionId === null) {
      throw new TRPCError({
        code: "FORBIDDEN",
        message: `An API token cannot ${doing}: sign in with your password to do it`,
      });
    }
    return next({ ctx: { ...ctx, sessionId } });
  });
}
