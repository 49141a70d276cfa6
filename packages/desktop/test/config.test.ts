import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeConfigProblems,
  ENV_GATEWAY_API_KEY,
  ENV_GATEWAY_URLS,
  loadDesktopConfig,
  resolveDesktopConfig,
} from '../src/config';

const FILE = '/home/user/.config/Crewline/crewline.config.json';
const EAST = 'https://east.agency.example/gateway/east';
const WEST = 'https://west.agency.example/gateway/west';

function problemsOf(result: ReturnType<typeof resolveDesktopConfig>): string[] {
  if (result.ok) throw new Error('expected an invalid configuration');
  return result.problems;
}

describe('resolveDesktopConfig', () => {
  it('defaults to the local demo gateways and the demo key', () => {
    expect(resolveDesktopConfig({}, undefined, FILE)).toEqual({
      ok: true,
      config: {
        gatewayUrls: ['http://localhost:8080/gateway/east', 'http://localhost:8080/gateway/west'],
        apiKey: 'crewline-demo-key',
      },
    });
  });

  it('reads both values from the environment, trimming around the commas', () => {
    const env = { [ENV_GATEWAY_URLS]: ` ${EAST} , ${WEST} `, [ENV_GATEWAY_API_KEY]: ' agency-key ' };
    expect(resolveDesktopConfig(env, undefined, FILE)).toEqual({
      ok: true,
      config: { gatewayUrls: [EAST, WEST], apiKey: 'agency-key' },
    });
  });

  it('reads the config file, with the URLs as a list or as one comma-separated string', () => {
    const asList = JSON.stringify({ gatewayUrls: [EAST, WEST], apiKey: 'file-key' });
    const asString = JSON.stringify({ gatewayUrls: `${EAST},${WEST}`, apiKey: 'file-key' });
    const expected = { ok: true, config: { gatewayUrls: [EAST, WEST], apiKey: 'file-key' } };
    expect(resolveDesktopConfig({}, asList, FILE)).toEqual(expected);
    expect(resolveDesktopConfig({}, asString, FILE)).toEqual(expected);
  });

  it('takes each value from the environment first, then the file, then the default', () => {
    const file = JSON.stringify({ gatewayUrls: [EAST, WEST] });
    const env = { [ENV_GATEWAY_URLS]: 'http://a.example/g/east,http://a.example/g/west' };
    expect(resolveDesktopConfig(env, file, FILE)).toEqual({
      ok: true,
      config: { gatewayUrls: ['http://a.example/g/east', 'http://a.example/g/west'], apiKey: 'crewline-demo-key' },
    });
    expect(resolveDesktopConfig({ [ENV_GATEWAY_API_KEY]: 'env-key' }, file, FILE)).toEqual({
      ok: true,
      config: { gatewayUrls: [EAST, WEST], apiKey: 'env-key' },
    });
  });

  it('treats blank values as absent', () => {
    const file = JSON.stringify({ gatewayUrls: [EAST, WEST], apiKey: '  ' });
    const env = { [ENV_GATEWAY_URLS]: '   ', [ENV_GATEWAY_API_KEY]: '' };
    expect(resolveDesktopConfig(env, file, FILE)).toEqual({
      ok: true,
      config: { gatewayUrls: [EAST, WEST], apiKey: 'crewline-demo-key' },
    });
  });

  it('needs exactly two gateway URLs, naming where the value came from', () => {
    expect(problemsOf(resolveDesktopConfig({ [ENV_GATEWAY_URLS]: EAST }, undefined, FILE))).toEqual([
      `${ENV_GATEWAY_URLS}: exactly two gateway URLs are needed (east, then west)`,
    ]);
    const three = JSON.stringify({ gatewayUrls: [EAST, WEST, EAST] });
    expect(problemsOf(resolveDesktopConfig({}, three, FILE))).toEqual([
      `${FILE} gatewayUrls: exactly two gateway URLs are needed (east, then west)`,
    ]);
  });

  it('refuses gateway URLs that are not absolute http(s) URLs without query or fragment', () => {
    const env = (urls: string) => ({ [ENV_GATEWAY_URLS]: urls });
    expect(problemsOf(resolveDesktopConfig(env(`/gateway/east,${WEST}`), undefined, FILE))).toEqual([
      `${ENV_GATEWAY_URLS}: "/gateway/east" is not an absolute URL`,
    ]);
    expect(problemsOf(resolveDesktopConfig(env(`${EAST},ftp://west.example/g`), undefined, FILE))).toEqual([
      `${ENV_GATEWAY_URLS}: "ftp://west.example/g" must use http or https`,
    ]);
    expect(problemsOf(resolveDesktopConfig(env(`${EAST}?x=1,${WEST}#top`), undefined, FILE))).toEqual([
      `${ENV_GATEWAY_URLS}: "${EAST}?x=1" must not have a query or fragment`,
      `${ENV_GATEWAY_URLS}: "${WEST}#top" must not have a query or fragment`,
    ]);
  });

  it('refuses an API key that cannot be sent as a header value', () => {
    expect(problemsOf(resolveDesktopConfig({ [ENV_GATEWAY_API_KEY]: 'two words' }, undefined, FILE))).toEqual([
      `${ENV_GATEWAY_API_KEY}: the API key must be printable ASCII without spaces`,
    ]);
    const file = JSON.stringify({ apiKey: 'clé' });
    expect(problemsOf(resolveDesktopConfig({}, file, FILE))).toEqual([
      `${FILE} apiKey: the API key must be printable ASCII without spaces`,
    ]);
  });

  it('reports a config file that is not JSON, has unknown keys or wrong types', () => {
    expect(problemsOf(resolveDesktopConfig({}, '{ gatewayUrls: ', FILE))[0]).toMatch(
      new RegExp(`^${FILE} is not valid JSON \\(.+\\)$`),
    );
    const typo = problemsOf(resolveDesktopConfig({}, JSON.stringify({ gatewayUrl: EAST }), FILE));
    expect(typo).toHaveLength(1);
    expect(typo[0]).toMatch(new RegExp(`^${FILE}: .*gatewayUrl`));
    const wrongType = problemsOf(resolveDesktopConfig({}, JSON.stringify({ apiKey: 42 }), FILE));
    expect(wrongType).toHaveLength(1);
    expect(wrongType[0]).toMatch(new RegExp(`^${FILE}: apiKey: `));
    expect(problemsOf(resolveDesktopConfig({}, '[]', FILE))).toHaveLength(1);
  });
});

describe('loadDesktopConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'crewline-desktop-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses the defaults when there is no config file', () => {
    const result = loadDesktopConfig({}, join(tempDir(), 'crewline.config.json'));
    expect(result.ok && result.config.apiKey).toBe('crewline-demo-key');
  });

  it('reads the config file', () => {
    const path = join(tempDir(), 'crewline.config.json');
    writeFileSync(path, JSON.stringify({ gatewayUrls: [EAST, WEST], apiKey: 'file-key' }));
    expect(loadDesktopConfig({}, path)).toEqual({
      ok: true,
      config: { gatewayUrls: [EAST, WEST], apiKey: 'file-key' },
    });
  });

  it('reports a config file that cannot be read', () => {
    const path = join(tempDir(), 'crewline.config.json');
    mkdirSync(path);
    const result = loadDesktopConfig({}, path);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(new RegExp(`^${path} cannot be read`));
  });
});

describe('describeConfigProblems', () => {
  it('lists the problems and says how to fix them', () => {
    const text = describeConfigProblems(['first problem', 'second problem'], FILE);
    expect(text).toContain('• first problem\n• second problem');
    expect(text).toContain(ENV_GATEWAY_URLS);
    expect(text).toContain(ENV_GATEWAY_API_KEY);
    expect(text).toContain(FILE);
  });
});
