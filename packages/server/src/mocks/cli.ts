// `npm run mocks`: regenerates the browser-dev mock files from the demo agency.
import { relative } from 'node:path';
import { MOCKS_DIR, writeMocks } from './generate-mocks';

const written = await writeMocks(MOCKS_DIR);
console.log(`Wrote ${written.length} mock files to ${relative(process.cwd(), MOCKS_DIR)}: ${written.join(', ')}`);
