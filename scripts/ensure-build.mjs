// Builds the app when its build is missing or older than any of its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './ensure-install.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

export function ensureBuilt({ force = false } = {}) {
  const built = join(root, 'packages/app/dist/index.html');
  const sources = [
    'packages/app/src',
    'packages/app/public',
    'packages/app/index.html',
    'packages/app/vite.config.ts',
    'packages/app/package.json',
    'packages/protocol/src',
  ].map((p) => newestMtime(join(root, p)));
  if (!force && existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log('Building the app…');
  execSync('npm run build -w @crewline/app', { cwd: root, stdio: 'inherit' });
}
