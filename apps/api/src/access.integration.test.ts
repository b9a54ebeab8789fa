import { can, ROLES } from "@atithi/domain";
import type { AnyProcedure } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Meta } from "./platform/trpc/init";
import { restRoutes } from "./rest-routes";
import { appRouter } from "./router";
import { createTestApp, type TestApp } from "./testing/harness";

/** Every procedure of the appRouter, found by walking it, so new procedures are covered automatically. */
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).map(
  ([path, procedure]) => ({ path, meta: procedure._def.meta as Meta | undefined }),
);
const PUBLIC = new Set(["auth.login"]);

async function callByPath(caller: unknown, path: string): Promise<unknown> {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (input: unknown) => Promise<unknown>)(undefined);
}

async function errorCode(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("access control", () => {
  it("finds the procedures to check", () => {
    expect(procedures.length).toBeGreaterThan(5);
  });

  it("gives every procedure but sign-in a permission of the matrix", () => {
    const unguarded = procedures.filter((p) => !PUBLIC.has(p.path) && !p.meta?.permission).map((p) => p.path);
    expect(unguarded).toEqual([]);
  });

  it.each(procedures.filter((p) => !PUBLIC.has(p.path)))(
    "$path refuses an anonymous caller",
    async ({ path }) => {
      expect(await errorCode(callByPath(t.callerFor(null), path))).toBe("UNAUTHORIZED");
    },
  );

  it.each(ROLES)("enforces the permission matrix for %s", async (role) => {
    const user = await t.createUser(role);
    const caller = t.callerFor(user);
    for (const { path, meta } of procedures) {
      if (!meta?.permission) continue;
      const code = await errorCode(callByPath(caller, path));
      if (can(role, meta.permission)) {
        expect(code, `${role} may call ${path}`).not.toBe("FORBIDDEN");
      } else {
        expect(code, `${role} may not call ${path}`).toBe("FORBIDDEN");
      }
    }
  });

  it("refuses a forbidden call over HTTP with 403", async () => {
    const user = await t.createUser("front_desk", "desk42");
    const cookie = await t.login(user.username, "password-front_desk-1");
    const res = await t.request("GET", "/trpc/users.list", { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Your role does not allow this");
    expect(JSON.stringify(res.json())).not.toMatch(/stack|at \//);
  });
});

describe("REST paths check the role before the input", () => {
  it("answer 403, not 400, to a role without the right that sends nonsense", async () => {
    const cookies = new Map<string, string>();
    for (const role of ROLES) {
      const user = await t.createUser(role, `rest-${role.replace("_", "")}`);
      cookies.set(role, await t.login(user.username, `password-${role}-1`));
    }
    const answers: string[] = [];
    let asked = 0;
    for (const route of restRoutes) {
      const { permission } = route;
      if (!permission) continue;
      for (const role of ROLES.filter((r) => !can(r, permission))) {
        const url = `${route.path.replace(/:(\w+)/g, "x")}?page=nonsense&startDate=nonsense&owing=nonsense`;
        const res = await t.request(route.method, url, {
          cookie: cookies.get(role),
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { body: { nonsense: true } }),
        });
        asked++;
        if (res.statusCode !== 403) answers.push(`${role} ${route.method} ${route.path}: ${res.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
    expect(asked).toBeGreaterThan(30);
  });
});
