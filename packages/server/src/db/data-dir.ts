import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the embedded database lives unless DATA_DIR says otherwise: data/pglite at the repository root. */
export const DEFAULT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../data/pglite');
