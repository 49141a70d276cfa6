import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ENV_APP_DIST = 'CREWLINE_APP_DIST';

/** CREWLINE_APP_DIST, else the app build beside this package (packages/app/dist). */
export function appDistDir(env: Record<string, string | undefined>, desktopPackageDir: string): string {
  const given = env[ENV_APP_DIST]?.trim();
  return given ? resolve(given) : resolve(desktopPackageDir, '..', 'app', 'dist');
}

/** Why the app build cannot be served, or undefined when it can. */
export function appDistProblem(dir: string): string | undefined {
  if (existsSync(join(dir, 'index.html'))) return undefined;
  return [
    `No app build was found in ${dir} (index.html is missing).`,
    '',
    `Build it with "npm run build" at the repository root, or point ${ENV_APP_DIST} at a built app folder.`,
  ].join('\n');
}
