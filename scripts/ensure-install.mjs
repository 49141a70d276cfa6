// Installs the workspace's packages when they are missing or older than the lock file.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function ensureInstalled() {
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs;
  if (!stale) return;
  console.log('Installing packages (first run)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
