import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The condition of a keyset page (paged.ts): the rows after the one whose values of the ordering `columns` are `last` (all of them when undefined). */
export function after(columns: readonly SQLWrapper[], last: readonly unknown[] | undefined): SQL {
  if (!last) return sql`true`;
  return sql`(${sql.join(columns as SQLWrapper[], sql`, `)}) > (${sql.join(
    last.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}
