import type { Database } from "@atithi/db";
import type { Role } from "@atithi/domain";
import type { Context } from "./context";

/** Who acts, on which database, in which property time zone: what a service needs from a request. */
export interface Actor {
  db: Database;
  userId: string;
  role: Role;
  timeZone: string;
}

export function actor(ctx: Context & { user: { id: string } }): Actor {
  // authorizedProcedure lets only a user of a known role this far.
  return { db: ctx.db, userId: ctx.user.id, role: ctx.user.role as Role, timeZone: ctx.config.timeZone };
}
