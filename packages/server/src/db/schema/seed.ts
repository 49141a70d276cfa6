import { date, integer, pgTable, smallint } from 'drizzle-orm/pg-core';

/** Seed bookkeeping: which generator input produced the data in this database. */
export const seedInfo = pgTable('seed_info', {
  id: smallint('id').primaryKey(),
  seed: integer('seed').notNull(),
  size: integer('size').notNull(),
  generatedOn: date('generated_on', { mode: 'string' }).notNull(),
});
