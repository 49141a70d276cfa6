import { hostname } from 'node:os';
import {
  API_KEY_HEADER,
  DEMO_GATEWAY_API_KEY,
  GATEWAY_ENVIRONMENTS,
  GATEWAY_PATH,
  loginElements,
} from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/demo/demo-sign-ins';
import { hostChecker, isProxyAddress, listeningHosts, normalizeHost } from '../../src/lib/allowed-hosts';
import { createTestDatabase, type TestDatabase } from '../helper';
import { basic, EXEC, signedIn, testApp } from '../support/app';
import { parseEnvelope } from '../support/envelope';

const signInAs = (app: FastifyInstance, passId: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `${EXEC}mta_login`,
    headers: { 'x-no-challenge': '1', ...headers },
    payload: {
      meta: { app: 'Crewline' },
      LOGIN_BLOCK_TI_PASS_0: passId,
      LOGIN_BLOCK_TI_SOCSEC_0: 'x',
      LOGIN_BLOCK_LISTDB_0: 0,
    },
  });

describe('allowed hosts', () => {
  it('normalizes host headers and refuses what is not one', () => {
    expect(normalizeHost('LocalHost')).toBe('localhost:80');
    expect(normalizeHost('127.0.0.1:8080')).toBe('127.0.0.1:8080');
    expect(normalizeHost('[::1]:8080')).toBe('[::1]:8080');
    for (const bad of ['', 'a b', 'evil.example/x', 'user@host', 'host:99999'])
      expect(normalizeHost(bad)).toBeUndefined();
  });

  it('answers, by default, only the addresses the server listens on, at its port', () => {
    const all = hostChecker(listeningHosts('0.0.0.0', 8080));
    for (const ok of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', `${hostname()}:8080`])
      expect(all(ok)).toBe(true);
    for (const no of ['evil.example', 'evil.example:8080', 'localhost:9999', 'localhost', undefined]) {
      expect(all(no)).toBe(false);
    }
    const one = hostChecker(listeningHosts('127.0.0.1', 8090));
    expect(one('127.0.0.1:8090')).toBe(true);
    expect(one('localhost:8090')).toBe(true);
    expect(one(`${hostname()}:8090`)).toBe(hostname() === 'localhost');
  });

  it('reads ALLOWED_HOSTS and TRUST_PROXY, refusing items that are not hosts or proxy addresses', () => {
    const c = loadConfig({
      ALLOWED_HOSTS: 'crew.example, crew.example:8443',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, loopback',
    });
    expect(c.allowedHosts).toEqual(['crew.example:80', 'crew.example:8443']);
    expect(c.trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback']);
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: not accepted: everyone/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'evil.example/x' })).toThrow(/ALLOWED_HOSTS: not accepted/);
    expect(isProxyAddress('10.0.0.0/33')).toBe(false);
    expect(isProxyAddress('::1/128')).toBe(true);
  });
});

describe('links never follow a forged Host header', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses the second-factor sign-in of a host it does not answer (421), without a link', async () => {
    const app = await testApp({ db: database.db });
    try {
      const res = await app.inject({
        method: 'POST',
        url: `${EXEC}mta_login`,
        headers: { 'x-no-challenge': '1', host: 'evil.example' },
        payload: {
          meta: { app: 'Crewline' },
          LOGIN_BLOCK_TI_PASS_0: '100002',
          LOGIN_BLOCK_TI_SOCSEC_0: 'x',
          LOGIN_BLOCK_LISTDB_0: 0,
        },
      });
      expect(res.statusCode).toBe(421);
      expect(res.body).not.toContain('evil.example');
    } finally {
      await app.close();
    }
  });

  it('builds links from PUBLIC_URL whatever the Host says', async () => {
    const app = await testApp({ db: database.db, config: { publicUrl: 'https://crew.example' } });
    try {
      const res = await app.inject({
        method: 'POST',
        url: `${EXEC}mta_login`,
        headers: { 'x-no-challenge': '1', host: 'evil.example' },
        payload: {
          meta: { app: 'Crewline' },
          LOGIN_BLOCK_TI_PASS_0: '100002',
          LOGIN_BLOCK_TI_SOCSEC_0: 'transit-demo',
          LOGIN_BLOCK_LISTDB_0: 0,
        },
      });
      const url = parseEnvelope('mta_login', loginElements, res.json()).elements?.DUO_AUTH_URL ?? '';
      expect(url.startsWith('https://crew.example/auth/second-factor?token=')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('forwarded addresses are believed only from TRUST_PROXY', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it('throttles forged X-Forwarded-For sign-ins from one address even with PUBLIC_URL set', async () => {
    const app = await testApp({ db: database.db, config: { publicUrl: 'https://crew.example', loginRateLimit: 5 } });
    try {
      const codes: number[] = [];
      for (let i = 1; i <= 30; i++) {
        codes.push((await signInAs(app, '999999', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
      }
      expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
      expect(codes.slice(5).every((c) => c === 429)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('counts each client behind a configured proxy by its forwarded address', async () => {
    const app = await testApp({
      db: database.db,
      config: { publicUrl: 'https://crew.example', loginRateLimit: 5, trustProxy: ['127.0.0.1'] },
    });
    try {
      for (let i = 1; i <= 10; i++) {
        const res = await signInAs(app, '999999', { 'x-forwarded-for': `203.0.113.${i}` });
        expect(res.statusCode).toBe(200);
      }
      // A forwarded address the proxy did not add (from another sender) is not believed.
      const direct = async () =>
        (
          await app.inject({
            method: 'POST',
            url: `${EXEC}mta_login`,
            remoteAddress: '198.51.100.7',
            headers: { 'x-no-challenge': '1', 'x-forwarded-for': `203.0.113.${Math.random()}` },
            payload: {
              meta: { app: 'Crewline' },
              LOGIN_BLOCK_TI_PASS_0: '999999',
              LOGIN_BLOCK_TI_SOCSEC_0: 'x',
              LOGIN_BLOCK_LISTDB_0: 0,
            },
          })
        ).statusCode;
      const codes: number[] = [];
      for (let i = 1; i <= 6; i++) codes.push(await direct());
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe("a trusted proxy's forwarded host is judged like a Host header", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const secondFactorSignIn = (app: FastifyInstance, headers: Record<string, string>, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: `${EXEC}mta_login`,
      headers: { 'x-no-challenge': '1', ...headers },
      remoteAddress,
      payload: {
        meta: { app: 'Crewline' },
        LOGIN_BLOCK_TI_PASS_0: '100002',
        LOGIN_BLOCK_TI_SOCSEC_0: DEMO_PASSWORD,
        LOGIN_BLOCK_LISTDB_0: 0,
      },
    });
  const duoUrl = (res: { json: () => unknown }) =>
    parseEnvelope('mta_login', loginElements, res.json()).elements?.DUO_AUTH_URL ?? '';

  it('refuses a forwarded host it does not answer (421): no second-factor, calendar or environment link names it', async () => {
    const app = await testApp({ db: database.db, config: { trustProxy: ['127.0.0.1'] } });
    try {
      const evil = { 'x-forwarded-host': 'evil.example' };
      const signIn = await secondFactorSignIn(app, evil);
      expect(signIn.statusCode).toBe(421);
      expect(signIn.body).not.toContain('evil.example');

      const auth = await signedIn(app, '100001');
      const renew = await app.inject({
        method: 'POST',
        url: `${EXEC}mta_calendarFeedRenew`,
        headers: { 'x-no-challenge': '1', authorization: basic(auth.passId, auth.ticket), ...evil },
        payload: { meta: { app: 'Crewline' } },
      });
      expect(renew.statusCode).toBe(421);
      expect(renew.body).not.toContain('evil.example');

      const environments = await app.inject({
        method: 'GET',
        url: `${GATEWAY_PATH('east')}/${GATEWAY_ENVIRONMENTS}?version=2.5.1`,
        headers: { [API_KEY_HEADER]: DEMO_GATEWAY_API_KEY, ...evil },
      });
      expect(environments.statusCode).toBe(421);
      expect(environments.body).not.toContain('evil.example');
    } finally {
      await app.close();
    }
  });

  it('builds links from a forwarded host it answers, with the forwarded scheme', async () => {
    const app = await testApp({
      db: database.db,
      config: { trustProxy: ['127.0.0.1'], allowedHosts: ['crew.example:80'] },
    });
    try {
      const forwarded = { 'x-forwarded-host': 'crew.example', 'x-forwarded-proto': 'https' };
      const url = duoUrl(await secondFactorSignIn(app, forwarded));
      expect(url.startsWith('https://crew.example/auth/second-factor?token=')).toBe(true);
      // The proxy's own Host (what app.inject sends) is not one the server answers here.
      expect((await secondFactorSignIn(app, {})).statusCode).toBe(421);
    } finally {
      await app.close();
    }
  });

  it('ignores a forwarded host from a sender that is no trusted proxy', async () => {
    const app = await testApp({ db: database.db, config: { trustProxy: ['127.0.0.1'] } });
    try {
      const res = await secondFactorSignIn(app, { 'x-forwarded-host': 'evil.example' }, '198.51.100.7');
      expect(res.statusCode).toBe(200);
      expect(duoUrl(res).startsWith('http://localhost:80/auth/second-factor?token=')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
