import {
  API_KEY_HEADER,
  DEFAULT_WELCOME_TEXT,
  DEMO_GATEWAY_API_KEY,
  DEPRECATED_ENV_TYPE,
  DESKTOP_VERSION,
  environmentListSchema,
  GATEWAY_ENVIRONMENTS,
  GATEWAY_PATH,
} from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANDROID_URL, DEFAULT_IOS_URL, loadConfig } from '../../src/config';
import { testApp } from '../support/app';
import { noDatabase } from '../support/failing-db';

const url = (region: 'east' | 'west', version?: string) =>
  `${GATEWAY_PATH(region)}/${GATEWAY_ENVIRONMENTS}${version === undefined ? '' : `?version=${encodeURIComponent(version)}`}`;

describe('gateway mta_getEnvironments', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({
      db: noDatabase(),
      config: {
        minAppVersion: '2.5.0',
        passwordResetLink: 'https://reset.example/now',
        allowedHosts: ['localhost:80', 'crew.example:8443'],
      },
    });
  });
  afterAll(() => app.close());

  const get = (path: string, key: string | null = DEMO_GATEWAY_API_KEY) =>
    app.inject({ method: 'GET', url: path, headers: key === null ? {} : { [API_KEY_HEADER]: key } });

  it('refuses a missing key with 401 and no payload', async () => {
    const res = await get(url('east', '2.5.1'), null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty('servers');
  });

  it('refuses a wrong key with 403 and no payload', async () => {
    const res = await get(url('west', '2.5.1'), 'not-the-key');
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('servers');
  });

  it('serves the same valid payload from both regions', async () => {
    const east = await get(url('east', '2.5.1'));
    const west = await get(url('west', '2.5.1'));
    expect(east.statusCode).toBe(200);
    expect(west.statusCode).toBe(200);
    const body = environmentListSchema.parse(east.json());
    expect(west.json()).toEqual(east.json());
    expect(body.defaultEnvType).toBe('production');
    expect(body.servers.map((s) => s.type)).toEqual(['production']);
    expect(body.servers.every((s) => s.pwd === '')).toBe(true);
    expect(body.passwordResetLink).toBe('https://reset.example/now');
    expect(body.welcomeMessage.message).toBe(DEFAULT_WELCOME_TEXT);
    expect(body.welcomeMessage_desktop.message).toBe(DEFAULT_WELCOME_TEXT);
  });

  it('refuses a host it is not configured for (421), whose address would reach the links', async () => {
    const res = await app.inject({
      method: 'GET',
      url: url('east', '3.0.0'),
      headers: { [API_KEY_HEADER]: DEMO_GATEWAY_API_KEY, host: 'evil.example' },
    });
    expect(res.statusCode).toBe(421);
    expect(res.body).not.toContain('evil.example');
  });

  it('derives host and port of the default environment from an allowed request host', async () => {
    const res = await app.inject({
      method: 'GET',
      url: url('east', '3.0.0'),
      headers: { [API_KEY_HEADER]: DEMO_GATEWAY_API_KEY, host: 'crew.example:8443' },
    });
    const [server] = res.json().servers;
    expect(server.host).toBe('http://crew.example');
    expect(server.port).toBe('8443');
  });

  it.each([
    ['2.4.9', DEPRECATED_ENV_TYPE],
    ['2.4.10', DEPRECATED_ENV_TYPE],
    ['2.5.0', 'production'],
    ['2.10.0', 'production'],
    ['2.5.1-Desktop', 'production'],
    ['2.4.99-Desktop', DEPRECATED_ENV_TYPE],
    ['10.0', 'production'],
    ['', DEPRECATED_ENV_TYPE],
  ])('version %s → defaultEnvType %s', async (version, expected) => {
    const res = await get(url('east', version));
    expect(res.json().defaultEnvType).toBe(expected);
  });

  it('treats a request without a version as too old', async () => {
    const res = await get(url('west'));
    expect(res.json().defaultEnvType).toBe(DEPRECATED_ENV_TYPE);
  });

  it('offers the configured latest release of each platform in every environment', async () => {
    const body = environmentListSchema.parse((await get(url('east', '2.5.1'))).json());
    expect(body.servers[0]).toMatchObject({
      androidVersion: DESKTOP_VERSION,
      androidUrl: DEFAULT_ANDROID_URL,
      iosVersion: DESKTOP_VERSION,
      iosUrl: DEFAULT_IOS_URL,
    });
  });
});

describe('gateway update availability from configuration', () => {
  it('reads ANDROID_* and IOS_*, and lets one environment name its own release', async () => {
    const config = loadConfig({
      ANDROID_VERSION: '2.6.0',
      ANDROID_URL: 'https://play.example/crewline',
      IOS_VERSION: '2.6.1',
      IOS_URL: 'https://apps.example/crewline',
      ENVIRONMENTS: JSON.stringify([
        { type: 'production' },
        { type: 'training', androidVersion: '2.7.0', androidUrl: 'https://beta.example/android' },
      ]),
    });
    const app = await testApp({
      db: noDatabase(),
      config: { latestApp: config.latestApp, environments: config.environments },
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: url('west', '2.5.1'),
        headers: { [API_KEY_HEADER]: DEMO_GATEWAY_API_KEY },
      });
      const [production, training] = environmentListSchema.parse(res.json()).servers;
      expect(production).toMatchObject({
        androidVersion: '2.6.0',
        androidUrl: 'https://play.example/crewline',
        iosVersion: '2.6.1',
        iosUrl: 'https://apps.example/crewline',
      });
      expect(training).toMatchObject({
        androidVersion: '2.7.0',
        androidUrl: 'https://beta.example/android',
        iosVersion: '2.6.1',
        iosUrl: 'https://apps.example/crewline',
      });
    } finally {
      await app.close();
    }
  });
});
