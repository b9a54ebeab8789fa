import { createHash } from "node:crypto";
import type { Database } from "@atithi/db";
import { idempotencyInput, type Permission } from "@atithi/domain";
import { sql } from "kysely";
import { conflict } from "../errors";
import { authorizedProcedure } from "../trpc/init";
import { idempotencyRepository } from "./idempotency.repository";

/** JSON with every object's keys sorted: the same body hashes the same whatever order it was sent in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** What makes two requests "the same": the procedure and its input as sent, less the key itself. */
function requestHash(path: string, rawInput: unknown): string {
  const body =
    rawInput && typeof rawInput === "object" && !Array.isArray(rawInput)
      ? Object.fromEntries(Object.entries(rawInput).filter(([k]) => k !== "idempotencyKey"))
      : rawInput;
  return createHash("sha256")
    .update(`${path}\n${canonicalJson(body) ?? ""}`)
    .digest("hex");
}

let savepoints = 0;

/**
 * `trx` as a service sees its database: a service opening its own transaction gets a savepoint in
 * this one, so its write commits with the key's claim, and a failure it catches undoes only its part.
 */
function asDatabase(trx: Database): Database {
  const nested: Database = new Proxy(trx, {
    get(target, property) {
      if (property === "transaction") return transaction;
      // Both would escape the key's transaction: a write there could commit without its key.
      if (property === "connection" || property === "startTransaction")
        throw new Error(`A service behind an idempotent procedure cannot use db.${property}()`);
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  // Only execute(): a savepoint keeps the key's transaction's isolation level, so a service asking
  // for another is told so rather than silently given read committed.
  const transaction = () => ({
    setIsolationLevel(): never {
      throw new Error("A service behind an idempotent procedure cannot set its isolation level");
    },
    async execute<T>(work: (db: Database) => Promise<T>): Promise<T> {
      savepoints += 1;
      const name = sql.id(`idempotent_${savepoints}`);
      await sql`SAVEPOINT ${name}`.execute(trx);
      try {
        const result = await work(nested);
        await sql`RELEASE SAVEPOINT ${name}`.execute(trx);
        return result;
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(trx);
        throw error;
      }
    },
  });
  return nested;
}

/** Thrown to roll the claim back with a failed procedure, carrying its result out. */
class Failed<R> extends Error {
  constructor(readonly result: R) {
    super("failed");
  }
}

/**
 * A procedure that writes money or a document: `authorizedProcedure`, taking an `idempotencyKey`
 * (in its input, or the REST `Idempotency-Key` header). With a key, the procedure runs in one
 * transaction with the key's claim (unique per user) and its answer: a repeat with the same body
 * answers that answer without running again, the same key with another body is 409, and a repeat
 * arriving while the first still runs waits for it on the key's row. A failure stores nothing (the
 * claim is rolled back with it), so a corrected retry may write. Without a key, nothing changes.
 */
export function idempotentProcedure(permission: Permission) {
  return authorizedProcedure(permission)
    .meta({ permission, idempotent: true })
    .input(idempotencyInput)
    .use(async ({ ctx, input, path, getRawInput, next }) => {
      const key = input.idempotencyKey ?? ctx.idempotencyKey;
      // The procedure's own input is parsed without the key (its schema would strip it anyway).
      if (key === undefined) return next({ input: undefined });
      const hash = requestHash(path, await getRawInput());
      const userId = ctx.user.id;
      type Result = Awaited<ReturnType<typeof next>>;
      try {
        return await ctx.db.transaction().execute(async (trx): Promise<Result> => {
          const keys = idempotencyRepository(trx);
          if (!(await keys.claim(userId, key, hash))) {
            const earlier = await keys.find(userId, key);
            if (!earlier)
              throw conflict("This request is being retried at the same moment; please try again");
            if (earlier.requestHash !== hash)
              throw conflict("This idempotency key was already used for a different request");
            // The first answer, as the procedure's own: tRPC's result of a middleware chain.
            return { ok: true, data: earlier.response.value, marker: "middlewareMarker" } as Result;
          }
          const result = await next({ ctx: { db: asDatabase(trx) }, input: undefined });
          if (!result.ok) throw new Failed(result);
          await keys.store(userId, key, { value: result.data });
          return result;
        });
      } catch (error) {
        if (error instanceof Failed) return error.result as Result;
        throw error;
      }
    });
}

/** Removes keys past their window; every server process runs it on the upload sweep's rhythm. */
export function purgeExpiredIdempotencyKeys(db: Database): Promise<number> {
  return idempotencyRepository(db).purgeExpired();
}
