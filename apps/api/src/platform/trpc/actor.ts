import type { Database } from "@atithi/db";
import type { Context } from "./context";

/** Who acts, on which database, in which property time zone: what a service needs from a request. */
export interface Actor {
  db: Database;
  userId: string;
  timeZone: string;
}

export function actor(ctx: Context & { user: { id: string } }): Actor {
  return { db: ctx.db, userId: ctx.user.id, timeZone: ctx.config.timeZone };
}
