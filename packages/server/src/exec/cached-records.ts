import type { ServiceName } from '@crewline/protocol';
import type { Db } from '../db/client';
import { localIsoDate } from '../lib/local-time';
import type { ElementsOf, InputOf, SignedInContext } from './handlers';
import { RecordsCache } from './records-cache';

const caches = new WeakMap<Db, RecordsCache<unknown>>();

/** This process's records cache of a database (RECORDS_CACHE_ENTRIES answers at most; 0 turns it off). */
export function recordsCacheOf(db: Db, maxEntries: number): RecordsCache<unknown> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RecordsCache(maxEntries);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Forgets an employee's cached answers in this process, right after a commit that changed
 * their records: their next read here must not wait for the database's notification.
 */
export function forgetEmployeeRecords(db: Db, passId: string): void {
  caches.get(db)?.forgetEmployee(passId);
}

type RecordsRead<S extends ServiceName> = (ctx: SignedInContext, input: InputOf<S>) => Promise<ElementsOf<S>>;

/**
 * A records read answered from the signed-in employee's cached answers when it can be (see
 * records-cache.ts). The answer is the employee's own (the session's pass id is in the key)
 * for the same input on the same agency day, since statuses such as PAST or FUTURE follow the
 * day. Refusals are never kept. The cached answer is shared: nothing downstream may change it.
 */
export function cachedRecords<S extends ServiceName>(service: S, read: RecordsRead<S>): RecordsRead<S> {
  return (ctx, input) => {
    const cache = recordsCacheOf(ctx.db, ctx.config.recordsCacheEntries);
    const question = `${service}\n${localIsoDate(ctx.now, ctx.config.timeZone)}\n${JSON.stringify(input)}`;
    return cache.getOrLoad(ctx.session.passId, question, () => read(ctx, input)) as Promise<ElementsOf<S>>;
  };
}
