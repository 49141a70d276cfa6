import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../support/app';
import { noDatabase } from '../support/failing-db';

const INDEX = '<!doctype html><title>Crewline</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('static app', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'crewline-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'assets', 'index-a1b2c3.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(SCRIPT));
    mkdirSync(join(dist, 'assets', 'mocks'));
    writeFileSync(join(dist, 'assets', 'mocks', 'mta_login.json'), '{}');
    app = await testApp({ db: noDatabase(), config: { appDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching, with a CSP that lets it frame its own origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("frame-src 'self'");
  });

  it('gives pages the browser policies and service calls only their own headers', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const call = await app.inject({
      method: 'POST',
      url: '/ServiceManager/Macro/ExecMacro/mta_noSuchThing',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(call.headers['content-security-policy']).toBeUndefined();
    expect(call.headers['x-frame-options']).toBeUndefined();
    expect(call.headers['cache-control']).toBe('no-store');
    expect(call.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets as immutable, precompressed when the client accepts it', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toBe(SCRIPT);
  });

  it('never caches the service worker nor the unhashed mock files', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.headers['cache-control']).toBe('no-cache');
    const mock = await app.inject({ method: 'GET', url: '/assets/mocks/mta_login.json' });
    expect(mock.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for app routes, not for API paths or missing files', async () => {
    const route = await app.inject({ method: 'GET', url: '/home/leave-balances?referrer=menu' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toBe(INDEX);
    for (const url of [
      '/gateway/north/mta_getEnvironments',
      '/ServiceManager/Macro/ExecMacro/x',
      '/health/details',
      '/assets/missing-123.js',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toBe(INDEX);
    }
  });
});

describe('static app not built', () => {
  it('tells to run the build at / instead of crashing', async () => {
    const app = await testApp({ db: noDatabase(), config: { appDist: join(tmpdir(), 'crewline-no-such-dist') } });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
    } finally {
      await app.close();
    }
  });
});
