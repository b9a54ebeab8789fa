import type { Database } from "@atithi/db";

/**
 * Views computed from the front desk's tables (calendar, dashboard), reused until the database's
 * change counter moves. The counter is bumped by triggers in the same transaction as any change,
 * and read before the data, so a cached view is never older than the version it is kept under;
 * this holds across server processes. One cache per database.
 */
const caches = new WeakMap<Database, { version: string; views: Map<string, Promise<unknown>> }>();
const MAX_VIEWS = 64;

async function currentVersion(db: Database): Promise<string> {
  const row = await db
    .selectFrom("changeCounters")
    .select("version")
    .where("name", "=", "front_desk")
    .executeTakeFirstOrThrow();
  return String(row.version);
}

export async function cachedView<T>(db: Database, key: string, compute: () => Promise<T>): Promise<T> {
  const version = await currentVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, views: new Map() };
    caches.set(db, cache);
  }
  const hit = cache.views.get(key);
  if (hit) return hit as Promise<T>;
  if (cache.views.size >= MAX_VIEWS) cache.views.delete(cache.views.keys().next().value as string);
  const view = compute();
  cache.views.set(key, view);
  // A failed computation is not kept.
  view.catch(() => cache?.views.delete(key));
  return view;
}
