// `npm run bench`: runs every benchmark under bench/ in turn; each prints its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { root } from './ensure-install.mjs';

for (const file of readdirSync(`${root}bench`)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  console.log(`\n### ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
