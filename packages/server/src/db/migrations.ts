import { fileURLToPath } from 'node:url';

/** The drizzle-kit output folder (`npm run db:generate`), applied on every open. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
