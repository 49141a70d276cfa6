/** The rows of a raw `db.execute`: node-postgres answers { rows }, PGlite too; drizzle passes them through. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
