// One area, one name in every layer (docs/adding-a-service.md#one-name-everywhere): the protocol's
// services/<area>.ts (or services/<area>/<sub-area>.ts), the server's modules/<area>/ (a folder a
// sub-area), its tests' test/<area>/, the mock samples' samples/<area>.samples.ts (or
// samples/<area>/<sub-area>.samples.ts) and the app's features/<area>/. Each service is registered
// in the module, and sub-area, that shares its protocol file's name.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/**
 * Server modules with no protocol area: the pick's machinery (engine, turns, ledger …), retention,
 * and the agency's data files (`npm run agency`, no service of the app's).
 */
const INTERNAL_MODULES = ['pick', 'retention', 'agency-data'];
/** App features that are no one area's screens. */
const APP_ONLY_FEATURES = ['home', 'about', 'upcoming-pick'];
/** Server test folders that are not an area's nor a folder of the server's own src/. */
const TEST_HELPERS = ['support', 'factories'];
/** Protocol files under services/ that are parts of schemas, not an area. */
const PROTOCOL_PARTS = ['schema-parts.ts'];

const PROTOCOL = 'packages/protocol/src/services';
const MODULES = 'packages/server/src/modules';
const SERVER_SRC = 'packages/server/src';
const SERVER_TESTS = 'packages/server/test';
const SAMPLES = 'packages/server/src/mocks/samples';
const FEATURES = 'packages/app/src/features';

const SERVICE_KEY = /^ {2}(mta_\w+): \{/gm;
const HANDLER_KEY = /^ {2}(mta_\w+):/gm;

/** Entries of a folder that hold a file (empty folders left behind by a move are no one's). */
function entries(dir: string): { dirs: string[]; files: string[] } {
  if (!existsSync(dir)) return { dirs: [], files: [] };
  const all = readdirSync(dir, { withFileTypes: true });
  return {
    dirs: all.filter((e) => e.isDirectory() && hasFile(join(dir, e.name))).map((e) => e.name),
    files: all.filter((e) => e.isFile()).map((e) => e.name),
  };
}
function hasFile(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some(
    (e) => e.isFile() || (e.isDirectory() && hasFile(join(dir, e.name))),
  );
}
function filesBelow(dir: string): string[] {
  const { dirs, files } = entries(dir);
  return [...files.map((f) => join(dir, f)), ...dirs.flatMap((d) => filesBelow(join(dir, d)))];
}
const keys = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1] as string);

interface Area {
  /** Sub-area → its services; an area without sub-areas has one, named ''. */
  subAreas: Map<string, string[]>;
}

function protocolAreas(base: string): Map<string, Area> {
  const dir = join(base, PROTOCOL);
  const { dirs, files } = entries(dir);
  const areas = new Map<string, Area>();
  for (const file of files.filter((f) => f.endsWith('.ts') && !PROTOCOL_PARTS.includes(f))) {
    const services = keys(readFileSync(join(dir, file), 'utf8'), SERVICE_KEY);
    areas.set(file.slice(0, -3), { subAreas: new Map([['', services]]) });
  }
  for (const area of dirs) {
    const subs = entries(join(dir, area)).files.filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    const subAreas = new Map(
      subs.map((f) => [f.slice(0, -3), keys(readFileSync(join(dir, area, f), 'utf8'), SERVICE_KEY)] as const),
    );
    areas.set(area, { subAreas });
  }
  return areas;
}

const subAreaNames = (area: Area | undefined) => [...(area?.subAreas.keys() ?? [])].filter((s) => s !== '').sort();

/** Every way the layers under `base` disagree on an area's name, one sentence each. */
function disagreements(base: string): string[] {
  const problems: string[] = [];
  const areas = protocolAreas(base);
  const modules = entries(join(base, MODULES)).dirs;

  for (const area of areas.keys())
    if (!modules.includes(area)) problems.push(`protocol area ${area} has no server module ${MODULES}/${area}/`);

  for (const module of modules) {
    if (INTERNAL_MODULES.includes(module)) continue;
    const area = areas.get(module);
    if (!area) {
      problems.push(
        `server module ${module} is no protocol area (nor an internal module: ${INTERNAL_MODULES.join(', ')})`,
      );
      continue;
    }
    const subs = subAreaNames(area);
    const folders = entries(join(base, MODULES, module)).dirs.sort();
    for (const f of folders.filter((f) => !subs.includes(f)))
      problems.push(`server module ${module} has a folder ${f} that is no sub-area of its protocol area`);
    for (const s of subs.filter((s) => !folders.includes(s)))
      problems.push(`protocol sub-area ${module}/${s} has no server folder ${MODULES}/${module}/${s}/`);

    // Each handler is registered in the module (and sub-area folder) of its service's protocol file.
    for (const file of filesBelow(join(base, MODULES, module)).filter((f) => f.endsWith('.handlers.ts'))) {
      const inSub = dirname(file) === join(base, MODULES, module) ? '' : dirname(file).split('/').at(-1);
      const own = new Set(
        inSub === '' && subs.length ? [...area.subAreas.values()].flat() : (area.subAreas.get(inSub ?? '') ?? []),
      );
      for (const service of keys(readFileSync(file, 'utf8'), HANDLER_KEY))
        if (!own.has(service))
          problems.push(
            `${service} is registered in ${module}${inSub ? `/${inSub}` : ''}, not where its protocol file is`,
          );
    }
  }

  const frame = new Set([
    ...entries(join(base, SERVER_SRC)).dirs,
    ...entries(join(base, SERVER_SRC))
      .files.filter((f) => f.endsWith('.ts'))
      .map((f) => f.slice(0, -3)),
  ]);
  for (const folder of entries(join(base, SERVER_TESTS)).dirs) {
    if (TEST_HELPERS.includes(folder) || INTERNAL_MODULES.includes(folder)) continue;
    const area = areas.get(folder);
    if (!area) {
      if (!frame.has(folder) || folder === 'modules')
        problems.push(`server test folder ${folder} is no area, internal module or folder of ${SERVER_SRC}`);
      continue;
    }
    const subs = subAreaNames(area);
    for (const f of entries(join(base, SERVER_TESTS, folder)).dirs.filter((f) => !subs.includes(f)))
      problems.push(`server test folder ${folder}/${f} is no sub-area of ${folder}`);
  }

  const expectedSamples = [...areas].flatMap(([name, area]) => {
    const subs = subAreaNames(area);
    return subs.length ? subs.map((s) => `${name}/${s}.samples.ts`) : [`${name}.samples.ts`];
  });
  const samples = filesBelow(join(base, SAMPLES)).map((f) => f.slice(join(base, SAMPLES).length + 1));
  for (const s of samples.filter((s) => !expectedSamples.includes(s)))
    problems.push(`mock samples ${s} are of no protocol area or sub-area`);
  for (const s of expectedSamples.filter((s) => !samples.includes(s))) problems.push(`no mock samples ${SAMPLES}/${s}`);

  for (const feature of entries(join(base, FEATURES)).dirs) {
    if (APP_ONLY_FEATURES.includes(feature)) continue;
    const area = areas.get(feature);
    if (!area) {
      problems.push(`app feature ${feature} is no protocol area (nor app-only: ${APP_ONLY_FEATURES.join(', ')})`);
      continue;
    }
    const subs = subAreaNames(area);
    if (subs.length)
      for (const f of entries(join(base, FEATURES, feature)).dirs.filter((f) => !subs.includes(f)))
        problems.push(`app feature ${feature} has a folder ${f} that is no sub-area of ${feature}`);
  }
  return problems;
}

describe('one area name in every layer', () => {
  it('the repository agrees with itself', () => {
    expect(disagreements(root)).toEqual([]);
  });

  describe('a tree whose layers disagree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crewline-area-names-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const service = (name: string) => `export const S = {\n  ${name}: {\n    role: 'RTO',\n  },\n};\n`;
    const tree: Record<string, string> = {
      // Agreeing: alpha (flat) and beta (sub-areas one and two) in every layer.
      [`${PROTOCOL}/alpha.ts`]: service('mta_alpha'),
      [`${PROTOCOL}/schema-parts.ts`]: '',
      [`${PROTOCOL}/beta/index.ts`]: '',
      [`${PROTOCOL}/beta/one.ts`]: service('mta_betaOne'),
      [`${PROTOCOL}/beta/two.ts`]: service('mta_betaTwo'),
      [`${MODULES}/alpha/alpha.handlers.ts`]: 'export const H = {\n  mta_alpha: f,\n};\n',
      [`${MODULES}/beta/one/one.handlers.ts`]: 'export const H = {\n  mta_betaOne: f,\n};\n',
      [`${MODULES}/beta/beta.handlers.ts`]: 'export const H = {\n  mta_betaTwo: f,\n};\n',
      [`${MODULES}/pick/engine/index.ts`]: '',
      [`${SERVER_SRC}/lib/clock.ts`]: '',
      [`${SERVER_TESTS}/alpha/alpha.test.ts`]: '',
      [`${SERVER_TESTS}/beta/one/one.test.ts`]: '',
      [`${SERVER_TESTS}/lib/clock.test.ts`]: '',
      [`${SERVER_TESTS}/support/app.ts`]: '',
      [`${SAMPLES}/alpha.samples.ts`]: '',
      [`${SAMPLES}/beta/one.samples.ts`]: '',
      [`${FEATURES}/alpha/AlphaScreen.tsx`]: '',
      [`${FEATURES}/beta/one/OneScreen.tsx`]: '',
      [`${FEATURES}/home/HomeScreen.tsx`]: '',
      // Disagreeing, each once.
      [`${PROTOCOL}/gamma.ts`]: service('mta_gamma'), // no module gamma, no samples
      [`${MODULES}/alpha/alpha-extra.handlers.ts`]: 'export const H = {\n  mta_betaOne: f,\n};\n', // in the wrong module
      [`${MODULES}/beta/three/three.service.ts`]: '', // a folder that is no sub-area; beta/two has none
      [`${MODULES}/vr/vr.service.ts`]: '', // a module of no area
      [`${SERVER_TESTS}/vr/vr.test.ts`]: '', // a test folder of no area
      [`${SERVER_TESTS}/beta/three/three.test.ts`]: '', // a test folder of no sub-area
      [`${SAMPLES}/vr.samples.ts`]: '', // samples of no area; beta/two has none
      [`${FEATURES}/vr-preferences/VrScreen.tsx`]: '', // a feature of no area
      [`${FEATURES}/beta/three/ThreeScreen.tsx`]: '', // a feature folder of no sub-area
    };
    for (const [file, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }

    it('is refused once for each disagreement, and for nothing else', () => {
      expect(disagreements(dir).sort()).toEqual(
        [
          `protocol area gamma has no server module ${MODULES}/gamma/`,
          'mta_betaOne is registered in alpha, not where its protocol file is',
          'server module beta has a folder three that is no sub-area of its protocol area',
          `protocol sub-area beta/two has no server folder ${MODULES}/beta/two/`,
          'server module vr is no protocol area (nor an internal module: pick, retention, agency-data)',
          `server test folder vr is no area, internal module or folder of ${SERVER_SRC}`,
          'server test folder beta/three is no sub-area of beta',
          'mock samples vr.samples.ts are of no protocol area or sub-area',
          `no mock samples ${SAMPLES}/beta/two.samples.ts`,
          `no mock samples ${SAMPLES}/gamma.samples.ts`,
          'app feature vr-preferences is no protocol area (nor app-only: home, about, upcoming-pick)',
          'app feature beta has a folder three that is no sub-area of beta',
        ].sort(),
      );
    });
  });
});
