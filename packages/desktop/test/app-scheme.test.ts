import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, APP_SCHEME_REGISTRATION, APP_START_URL, resolveAppPath } from '../src/app-scheme';

const ROOT = resolve('/srv/crewline/app/dist');

describe('the app scheme', () => {
  it('is a standard, secure scheme the app can fetch from', () => {
    expect(APP_ORIGIN).toBe('app://crewline');
    expect(APP_START_URL).toBe('app://crewline/');
    expect(APP_SCHEME_REGISTRATION).toMatchObject({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
  });
});

describe('resolveAppPath', () => {
  it('maps files under the app build', () => {
    expect(resolveAppPath(ROOT, 'app://crewline/assets/index-3f2a.js')).toEqual({
      ok: true,
      path: join(ROOT, 'assets', 'index-3f2a.js'),
      isRoute: false,
    });
    expect(resolveAppPath(ROOT, 'app://crewline/index.html?v=1#top')).toEqual({
      ok: true,
      path: join(ROOT, 'index.html'),
      isRoute: false,
    });
  });

  it('marks extension-less paths as client-side routes', () => {
    expect(resolveAppPath(ROOT, 'app://crewline/')).toEqual({ ok: true, path: ROOT, isRoute: true });
    expect(resolveAppPath(ROOT, 'app://crewline/home/pick-board-dob/pick-groups?referrer=menu')).toMatchObject({
      ok: true,
      isRoute: true,
    });
  });

  it('decodes percent-encoded names', () => {
    expect(resolveAppPath(ROOT, 'app://crewline/assets/a%20b.css')).toMatchObject({
      path: join(ROOT, 'assets', 'a b.css'),
    });
  });

  it('refuses paths that leave the app build', () => {
    for (const url of [
      'app://crewline/..%2f..%2fetc%2fpasswd',
      'app://crewline/assets/..%2F..%2F..%2Fsecret.txt',
      'app://crewline/..%5c..%5csecret.txt',
      'app://crewline/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      expect(resolveAppPath(ROOT, url), url).toEqual({ ok: false, status: 403, reason: 'outside the app folder' });
    }
  });

  it('keeps dot segments that the URL parser removes inside the app build', () => {
    const resolved = resolveAppPath(ROOT, 'app://crewline/../../etc/passwd');
    expect(resolved).toEqual({ ok: true, path: join(ROOT, 'etc', 'passwd'), isRoute: true });
  });

  it('refuses other origins, bad encodings and NUL bytes', () => {
    expect(resolveAppPath(ROOT, 'app://elsewhere/index.html')).toMatchObject({ ok: false, status: 404 });
    expect(resolveAppPath(ROOT, 'https://crewline/index.html')).toMatchObject({ ok: false, status: 404 });
    expect(resolveAppPath(ROOT, 'app://crewline/%E0%A4%A')).toMatchObject({ ok: false, status: 400 });
    expect(resolveAppPath(ROOT, 'app://crewline/index.html%00.js')).toMatchObject({ ok: false, status: 400 });
    expect(resolveAppPath(ROOT, 'not a url')).toMatchObject({ ok: false, status: 400 });
  });
});
