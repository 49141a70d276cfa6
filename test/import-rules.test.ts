// Proves each one-way import rule of .dependency-cruiser.cjs: a small tree that mirrors the
// repository's layout breaks every rule once, next to imports each rule allows, and the same
// command `npm run deps` runs must refuse exactly the breaking imports.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** file → its source. Each import is either a deliberate violation (named in EXPECTED) or allowed. */
const TREE: Record<string, string> = {
  // The app's layers, lowest first: lib → ui → platform → session → api → domain → features → app.
  // Each layer imports the one below it (allowed) and, once, one above it (refused under that
  // layer's rule). The refused imports climb one way only, so they close no circle.
  'packages/app/src/lib/lazy-screen.ts': 'export type LazyScreen = () => Promise<unknown>;',
  'packages/app/src/lib/app-log.ts': "export const log = 'log';",
  'packages/app/src/lib/paths.ts': "export const PATHS = { alpha: '/alpha' };",
  'packages/app/src/lib/route.types.ts': [
    "import type { LazyScreen } from './lazy-screen.ts';",
    "import { log } from './app-log.ts';", // route-leaves-stay-leaves
    'export type Route = { path: string; text: string; n: number; c: unknown; s?: LazyScreen; l?: typeof log };',
  ].join('\n'),
  'packages/app/src/lib/format.ts': [
    "import type { Frame } from '../ui/frame.ts';", // lib-is-the-floor
    'export const format = (frame: Frame) => String(frame.title);',
  ].join('\n'),
  'packages/app/src/ui/button.ts': [
    "import type { LazyScreen } from '../lib/lazy-screen.ts';",
    'export type Button = { onPress?: LazyScreen };',
  ].join('\n'),
  'packages/app/src/ui/frame.ts': [
    "import type { LazyScreen } from '../lib/lazy-screen.ts';",
    "import { client } from '../api/client.ts';", // ui-kit-on-lib-only
    'export type Frame = { title: typeof client; s?: LazyScreen };',
  ].join('\n'),
  'packages/app/src/platform/device.ts': [
    "import type { Button } from '../ui/button.ts';",
    'export const device = (button?: Button) => button;',
  ].join('\n'),
  'packages/app/src/platform/native.ts': [
    "import { Capacitor } from '@capacitor/core';",
    "import { signedIn } from '../session/store.ts';", // platform-under-session
    'export const isNative = () => Capacitor.isNativePlatform() && signedIn();',
  ].join('\n'),
  'packages/app/src/session/credentials.ts': [
    "import { device } from '../platform/device.ts';",
    'export const credentials = () => device();',
  ].join('\n'),
  'packages/app/src/session/store.ts': [
    "import { client } from '../api/client.ts';", // session-under-api
    'export const signedIn = () => client !== undefined;',
  ].join('\n'),
  'packages/app/src/api/query.ts': [
    "import { credentials } from '../session/credentials.ts';",
    'export const query = () => credentials();',
  ].join('\n'),
  'packages/app/src/api/client.ts': [
    "import { board } from '../domain/board.ts';", // api-under-domain
    'export const client = { board };',
  ].join('\n'),
  'packages/app/src/domain/board.ts': [
    "import { query } from '../api/query.ts';",
    "import { ALPHA } from '../features/alpha/alpha-text.ts';", // domain-under-features
    'export const board = () => [ALPHA, query()];',
  ].join('\n'),
  // A feature imports its own files, the route leaves, domain/ and api/, never the shell or another feature.
  'packages/app/src/features/alpha/AlphaScreen.tsx': [
    "import { ALPHA } from './alpha-text.ts';",
    "import { PATHS } from '../../lib/paths.ts';",
    "import type { Route } from '../../lib/route.types.ts';",
    "import { client } from '../../api/client.ts';",
    "import { board } from '../../domain/board.ts';",
    "import { routes } from '../../app/routes.ts';", // feature-not-to-app
    "import { BETA } from '../beta/beta-text.ts';", // feature-not-to-other-feature
    'export const screen: Route = { path: PATHS.alpha, text: ALPHA + BETA, n: routes.length, c: [client, board] };',
  ].join('\n'),
  'packages/app/src/features/alpha/alpha-text.ts': "export const ALPHA = 'alpha';",
  'packages/app/src/features/beta/beta-text.ts': [
    "import { Capacitor } from '@capacitor/core';", // native-only-in-platform
    'export const BETA = Capacitor.getPlatform();',
  ].join('\n'),
  'packages/app/src/app/routes.ts': 'export const routes: string[] = [];',
  'packages/app/src/app/shell.ts': [
    "import { screen } from '../features/alpha/AlphaScreen.tsx';",
    "import { isNative } from '../platform/native.ts';",
    "import { format } from '../lib/format.ts';",
    'export const shell = () => [screen, isNative(), format];',
  ].join('\n'),
  'packages/app/src/main.tsx': ["import { shell } from './app/shell.ts';", 'shell();'].join('\n'),
  // Journeys take Playwright from support/test.ts, which alone imports it.
  'packages/app/e2e/alpha.spec.ts': [
    "import { test } from './support/test.ts';",
    "import { expect } from '@playwright/test';", // journeys-on-the-journey-clock
    "test('alpha', () => expect(1).toBe(1));",
  ].join('\n'),
  'packages/app/e2e/support/test.ts': "export { test } from '@playwright/test';",
  // Server: modules may import lib/; exec/ must not import a module, not even its face; lib/ files must not go round in a circle.
  'packages/server/src/lib/clock.ts': "import { later } from './later.ts';\nexport const now = () => later();", // no-cycles
  'packages/server/src/lib/later.ts': "import { now } from './clock.ts';\nexport const later = () => now();", // no-cycles
  'packages/server/src/modules/auth/auth.service.ts':
    "import { now } from '../../lib/clock.ts';\nexport const signIn = () => now();",
  'packages/server/src/exec/pipeline.ts': [
    "import { signIn } from '../modules/auth/index.ts';", // server-core-not-to-modules
    'export const run = () => signIn();',
  ].join('\n'),
  // Modules: one face each (index.ts); another module, and the rest of the server, import only it.
  'packages/server/src/modules/auth/index.ts': "export { signIn } from './auth.service.ts';",
  'packages/server/src/modules/auth/auth.repository.ts': 'export const findUser = () => 1;',
  'packages/server/src/modules/leave/leave.service.ts': [
    "import { signIn } from '../auth/index.ts';",
    "import { findUser } from '../auth/auth.repository.ts';", // module-through-its-face
    "import { MY_TIME } from '../my-time/index.ts';", // leave-below-my-time
    'export const balance = () => [signIn(), findUser(), MY_TIME];',
  ].join('\n'),
  'packages/server/src/modules/my-time/index.ts': 'export const MY_TIME = 1;',
  // A module's SQL: its repositories take drizzle, the tables and the bulk writer; its other files take them as types only.
  'packages/server/src/db/schema/index.ts': 'export const absences = { name: "absences" };',
  'packages/server/src/modules/leave/leave.repository.ts': [
    "import { sql } from 'drizzle-orm';",
    "import { absences } from '../../db/schema/index.ts';",
    'export const absencesOf = () => [sql`select 1`, absences.name];',
  ].join('\n'),
  'packages/server/src/modules/leave/leave-days.ts': [
    "import type { absences } from '../../db/schema/index.ts';",
    "import { absencesOf } from './leave.repository.ts';",
    "import { sql } from 'drizzle-orm';", // sql-in-repositories
    'export const days = (a?: typeof absences) => [absencesOf(), sql`select 1`, a];',
  ].join('\n'),
  'packages/server/src/app.ts': [
    "import { signIn } from './modules/auth/index.ts';",
    "import { findUser } from './modules/auth/auth.repository.ts';", // server-through-faces
    "import { seed } from './demo/seed.ts';", // demo-not-in-production
    'export const app = () => [signIn(), findUser(), seed()];',
  ].join('\n'),
  // The demo generator: npm start's start-up may seed an empty database with it.
  'packages/server/src/main.ts': "import { seed } from './demo/seed.ts';\nexport const start = () => seed();",
  'packages/server/src/demo/seed.ts': 'export const seed = () => 1;',
  // The pick engine: @crewline/protocol, node:* and its own files only.
  'packages/server/src/modules/pick/engine/round-runner.ts': [
    "import { createHash } from 'node:crypto';",
    "import { wire } from '../../../../../protocol/src/index.ts';",
    "import { label } from '../item-label.ts';", // pick-engine-pure
    "export const run = () => [createHash('sha256'), wire, label];",
  ].join('\n'),
  'packages/server/src/modules/pick/item-label.ts': "export const label = 'x';",
  'packages/protocol/src/index.ts': [
    "import { run } from '../../server/src/exec/pipeline.ts';", // protocol-stands-alone
    'export const wire = run;',
  ].join('\n'),
  'tsconfig.depcruise.json': JSON.stringify({
    compilerOptions: {
      jsx: 'react-jsx',
      allowImportingTsExtensions: true,
      module: 'ESNext',
      moduleResolution: 'Bundler',
    },
  }),
};

/** rule → the importing files it must name; every rule of the config appears once. */
const EXPECTED: Record<string, string[]> = {
  // One violation per circle, named at the module the cruise reaches first.
  'no-cycles': ['packages/server/src/lib/clock.ts'],
  'lib-is-the-floor': ['packages/app/src/lib/format.ts'],
  'ui-kit-on-lib-only': ['packages/app/src/ui/frame.ts'],
  'platform-under-session': ['packages/app/src/platform/native.ts'],
  'session-under-api': ['packages/app/src/session/store.ts'],
  'api-under-domain': ['packages/app/src/api/client.ts'],
  'domain-under-features': ['packages/app/src/domain/board.ts'],
  'feature-not-to-app': ['packages/app/src/features/alpha/AlphaScreen.tsx'],
  'route-leaves-stay-leaves': ['packages/app/src/lib/route.types.ts'],
  'feature-not-to-other-feature': ['packages/app/src/features/alpha/AlphaScreen.tsx'],
  'native-only-in-platform': ['packages/app/src/features/beta/beta-text.ts'],
  'journeys-on-the-journey-clock': ['packages/app/e2e/alpha.spec.ts'],
  'server-core-not-to-modules': ['packages/server/src/exec/pipeline.ts'],
  'module-through-its-face': ['packages/server/src/modules/leave/leave.service.ts'],
  'server-through-faces': ['packages/server/src/app.ts'],
  'sql-in-repositories': ['packages/server/src/modules/leave/leave-days.ts'],
  'pick-engine-pure': ['packages/server/src/modules/pick/engine/round-runner.ts'],
  'demo-not-in-production': ['packages/server/src/app.ts'],
  'leave-below-my-time': ['packages/server/src/modules/leave/leave.service.ts'],
  'protocol-stands-alone': ['packages/protocol/src/index.ts'],
};

type Violation = { from: string; to: string; rule: { name: string } };

describe('import rules (npm run deps)', () => {
  let dir = '';
  let status: number | null = null;
  let violations: Violation[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'crewline-import-rules-'));
    for (const [file, source] of Object.entries(TREE)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), `${source}\n`);
    }
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const cruise = (outputType: string) =>
      spawnSync(
        process.execPath,
        [depcruise, 'packages', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', outputType],
        { cwd: dir, encoding: 'utf8' },
      );
    // `err` is the output type `npm run deps` uses: its exit status is what fails the check.
    status = cruise('err').status;
    violations = JSON.parse(cruise('json').stdout).summary.violations;
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails the check', () => {
    expect(status).not.toBe(0);
  });

  it('refuses each deliberate violation under its own rule, and nothing else', () => {
    const found: Record<string, string[]> = {};
    for (const v of violations) found[v.rule.name] = [...(found[v.rule.name] ?? []), v.from];
    for (const files of Object.values(found)) files.sort();
    expect(found).toEqual(EXPECTED);
  });

  it('covers every rule the config declares', async () => {
    const config = (await import(join(root, '.dependency-cruiser.cjs'))).default as { forbidden: { name: string }[] };
    expect(config.forbidden.map((r) => r.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});
