import type { Database } from "@atithi/db";
import { dataVersion } from "./data-version";

/**
 * Views computed from the front desk's tables (calendar, dashboard), reused until the database's
 * data version moves. The version moves at the commit of any transaction that changed what the
 * screens show, atomically with the changes it describes; it is read before the data (a query of its
 * own, so the data's snapshot is at least as new), so a cached view is never older than the version
 * it is kept under; this holds across server processes. One cache per database.
 */
const caches = new WeakMap<Database, { version: string; views: Map<string, Promise<unknown>> }>();
const MAX_VIEWS = 64;

export async function cachedView<T>(db: Database, key: string, compute: () => Promise<T>): Promise<T> {
  const version = await dataVersion(db);
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
