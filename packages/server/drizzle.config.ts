import { defineConfig } from 'drizzle-kit';

// Generation only (`npm run db:generate`); the server applies the migrations itself on open.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
