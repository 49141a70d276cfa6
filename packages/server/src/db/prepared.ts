import type { Db } from './types';

/**
 * A named prepared statement, built once per database: PostgreSQL plans it once per pooled
 * connection instead of on every call (planning the joins of a records read cost more than
 * running them: ADR 10). Parameters are `sql.placeholder`s given to `execute`.
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
