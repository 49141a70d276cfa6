import type { Db } from '../../src/db/client';

/**
 * A stand-in database whose every query fails with `error` when awaited, the way a driver
 * rejects: any chain of builder calls (select().from().where()…) ends in that rejection.
 */
export function failingDb(error: unknown): Db {
  const chain: unknown = new Proxy(() => undefined, {
    get: (_target, prop) => (prop === 'then' ? (_ok: unknown, fail: (e: unknown) => void) => fail(error) : chain),
    apply: () => chain,
  });
  return chain as Db;
}

/** For routes that must not touch the database at all. */
export const noDatabase = () => failingDb(new Error('this test expected no database access'));
