import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppRequestHandler, createAppRequestHandler } from '../src/app-request';

const INDEX = '<!doctype html><title>Crewline</title><div id="root"></div>';
const SCRIPT = 'console.log("app");';

let workDir: string;
let handle: AppRequestHandler;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'crewline-desktop-dist-'));
  const dist = join(workDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f2a.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-3f2a.css'), 'body{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(workDir, 'secret.txt'), 'not for the renderer');
  handle = createAppRequestHandler(dist);
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const get = (path: string, method = 'GET') => handle(new Request(`app://crewline${path}`, { method }));

describe('the app:// request handler', () => {
  it('serves the files of the app build with their MIME types', async () => {
    const script = await get('/assets/index-3f2a.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe(SCRIPT);

    const types = await Promise.all(
      ['/', '/index.html', '/assets/index-3f2a.css', '/favicon.svg', '/manifest.webmanifest'].map(async (path) => [
        path,
        (await get(path)).headers.get('content-type'),
      ]),
    );
    expect(Object.fromEntries(types)).toEqual({
      '/': 'text/html; charset=utf-8',
      '/index.html': 'text/html; charset=utf-8',
      '/assets/index-3f2a.css': 'text/css; charset=utf-8',
      '/favicon.svg': 'image/svg+xml',
      '/manifest.webmanifest': 'application/manifest+json; charset=utf-8',
    });
  });

  it('answers client-side routes with index.html', async () => {
    for (const path of ['/', '/login', '/home/leave-balances?referrer=menu', '/home/about/', '/assets']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toBe(INDEX);
    }
  });

  it('answers 404 for a missing file rather than the app page', async () => {
    expect((await get('/assets/missing-0000.js')).status).toBe(404);
    expect((await get('/favicon.png')).status).toBe(404);
  });

  it('refuses to serve anything outside the app build', async () => {
    for (const path of ['/..%2fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/..%5csecret.txt']) {
      const response = await get(path);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toBe('');
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/assets/index-3f2a.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await head.text()).toBe('');

    const post = await get('/ServiceManager/Macro/ExecMacro/mta_login', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 404 for routes when the build has no index.html', async () => {
    const empty = mkdtempSync(join(workDir, 'empty-'));
    expect((await createAppRequestHandler(empty)(new Request('app://crewline/login'))).status).toBe(404);
  });
});
