import { API_KEY_HEADER, DEMO_GATEWAY_API_KEY, GATEWAY_ENVIRONMENTS, GATEWAY_PATH, metaApp } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_ORIGINS } from '../../src/config';
import { createTestDatabase, type TestDatabase } from '../helper';
import { basic, EXEC, signedIn, testApp } from '../support/app';

const GATEWAY = `${GATEWAY_PATH('east')}/${GATEWAY_ENVIRONMENTS}?version=2.5.1`;
const SELF = 'http://crew.example:8080';

describe('CORS for the app shells', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({ db: database.db, config: { allowedHosts: ['localhost:80', 'crew.example:8080'] } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const preflight = (url: string, origin: string | undefined, method: string, headers: string) =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        host: 'crew.example:8080',
        ...(origin === undefined ? {} : { origin }),
        'access-control-request-method': method,
        'access-control-request-headers': headers,
      },
    });

  const exec = (service: string, origin: string, authorization?: string) =>
    app.inject({
      method: 'POST',
      url: `${EXEC}${service}`,
      headers: {
        host: 'crew.example:8080',
        origin,
        'x-no-challenge': '1',
        ...(authorization ? { authorization } : {}),
      },
      payload: { meta: { app: metaApp() } },
    });

  it.each([...DEFAULT_APP_ORIGINS, SELF])('answers the gateway preflight of %s', async (origin) => {
    const res = await preflight(GATEWAY, origin, 'GET', API_KEY_HEADER);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-methods']).toBe('GET');
    expect(res.headers['access-control-allow-headers']).toBe(API_KEY_HEADER);
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
  });

  it('answers the ExecMacro preflight with the headers the app sends', async () => {
    const res = await preflight(`${EXEC}mta_login`, 'capacitor://localhost', 'POST', 'authorization,content-type');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(res.headers['access-control-allow-methods']).toBe('POST');
    expect(String(res.headers['access-control-allow-headers']).split(', ')).toEqual([
      'authorization',
      'x-no-challenge',
      'x-unattended',
      'content-type',
    ]);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike of the desktop shell', 'app://crewline.evil'],
    ['a local server on another port', 'http://localhost:3000'],
    ['any page served on this computer over plain http', 'http://localhost'],
    ['an opaque origin', 'null'],
  ])('refuses the preflight of %s without CORS headers', async (_name, origin) => {
    const gateway = await preflight(GATEWAY, origin, 'GET', API_KEY_HEADER);
    const service = await preflight(`${EXEC}mta_loginTicket`, origin, 'POST', 'authorization');
    for (const res of [gateway, service]) {
      expect(res.statusCode).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('refuses a preflight without an Origin', async () => {
    expect((await preflight(GATEWAY, undefined, 'GET', API_KEY_HEADER)).statusCode).toBe(403);
  });

  it('lets an app origin read the gateway answer, and never answers *', async () => {
    const allowed = await app.inject({
      method: 'GET',
      url: GATEWAY,
      headers: { origin: 'app://crewline', [API_KEY_HEADER]: DEMO_GATEWAY_API_KEY },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('app://crewline');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

    const refused = await app.inject({
      method: 'GET',
      url: GATEWAY,
      headers: { origin: 'https://evil.example', [API_KEY_HEADER]: DEMO_GATEWAY_API_KEY },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers.vary).toContain('Origin');
  });

  it('lets an app origin read service answers, the 401 of an expired session included', async () => {
    const maria = await signedIn(app, '100001');
    const ok = await exec('mta_loginTicket', 'https://localhost', basic(maria.passId, maria.ticket));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    expect(ok.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(ok.headers['access-control-expose-headers']).toBe('retry-after');

    const expired = await exec('mta_loginTicket', 'app://crewline');
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['access-control-allow-origin']).toBe('app://crewline');
    expect(expired.headers['www-authenticate']).toBeUndefined();

    const foreign = await exec('mta_loginTicket', 'https://evil.example', basic(maria.passId, maria.ticket));
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds no CORS headers to the app files and the second-factor page', async () => {
    const docs = await app.inject({ method: 'GET', url: '/docs', headers: { origin: 'app://crewline' } });
    expect(docs.headers['access-control-allow-origin']).toBeUndefined();
    const page = await app.inject({
      method: 'GET',
      url: '/auth/second-factor?token=x',
      headers: { origin: 'app://crewline' },
    });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with APP_ORIGINS configured', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    app = await testApp({
      db: database.db,
      config: {
        appOrigins: ['https://app.example'],
        maxInFlight: 0,
        allowedHosts: ['localhost:80', 'crew.example:8080'],
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('allows the configured origins and the server itself, and no longer the default shells', async () => {
    const ask = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: GATEWAY,
        headers: { host: 'crew.example:8080', origin, 'access-control-request-method': 'GET' },
      });
    expect((await ask('https://app.example')).statusCode).toBe(204);
    expect((await ask(SELF)).statusCode).toBe(204);
    expect((await ask('capacitor://localhost')).statusCode).toBe(403);
  });

  it('keeps the headers on a shed call, so the app reads the 503', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${EXEC}mta_loginTicket`,
      headers: { origin: 'https://app.example' },
      payload: { meta: { app: metaApp() } },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(res.headers['retry-after']).toBe('1');
  });
});
