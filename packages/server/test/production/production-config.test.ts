import { DEMO_GATEWAY_API_KEY } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { DEMO_VAPID_PRIVATE_KEY, DEMO_VAPID_PUBLIC_KEY, loadConfig } from '../../src/config';
import { DEMO_SECRET_KEY } from '../../src/lib/secret-box';
import { DEMO_LEDGER_SIGNING_KEY } from '../../src/lib/signing-key';
import { startupBanner } from '../../src/startup-banner';
import { configRefusals } from '../support/config-refusals';
import { productionEnv } from '../support/production-env';

describe('production mode (docs/deploying.md#production-mode)', () => {
  it('is off by default: the demo starts on nothing, with the demo keys', () => {
    const c = loadConfig({});
    expect(c.mode).toBe('demo');
    expect(c.secretKey).toBe(DEMO_SECRET_KEY);
    expect(c.passwordDays).toBe(90);
  });

  it('starts with every setting of its own', () => {
    const env = productionEnv();
    const c = loadConfig(env);
    expect(c).toMatchObject({
      mode: 'production',
      secretKey: env.SECRET_KEY,
      publicUrl: 'https://crew.agency.example',
    });
  });

  it('refuses an empty environment with one line naming each setting', () => {
    expect(configRefusals({ CREWLINE_MODE: 'production' })).toEqual([
      'GATEWAY_API_KEY: must be set, and not to the demo key, in production',
      'PUBLIC_URL: must be set in production (https://…)',
      'DATABASE_URL: must be set in production (PostgreSQL; the embedded database is for the demo)',
      'SECRET_KEY: must be set in production (openssl rand -base64 32)',
      'LEDGER_SIGNING_KEY: must be set, and not to the demo key, in production',
      'VAPID_PUBLIC_KEY: must be set, and not to the demo key, in production (npx web-push generate-vapid-keys)',
      'VAPID_PRIVATE_KEY: must be set, and not to the demo key, in production',
      "VAPID_SUBJECT: must be set in production (mailto: the agency's support address)",
    ]);
  });

  it.each([
    ['GATEWAY_API_KEY', DEMO_GATEWAY_API_KEY, /^GATEWAY_API_KEY: must be set, and not to the demo key/],
    ['PUBLIC_URL', 'http://crew.agency.example', /^PUBLIC_URL: must be https in production/],
    ['SECRET_KEY', DEMO_SECRET_KEY, /^SECRET_KEY: must not be the demo key/],
    ['SECRET_KEY', 'short', /^SECRET_KEY: must be the base64 of 32 random bytes/],
    ['LEDGER_SIGNING_KEY', DEMO_LEDGER_SIGNING_KEY, /^LEDGER_SIGNING_KEY: must be set, and not to the demo key/],
    ['AS_OF', '2027-01-01T00:30', /^AS_OF: must not be set in production/],
    ['DATABASE_URL', '', /^DATABASE_URL: must be set in production/],
    ['VAPID_PUBLIC_KEY', DEMO_VAPID_PUBLIC_KEY, /^VAPID_PUBLIC_KEY: must be set, and not to the demo key/],
    ['VAPID_PRIVATE_KEY', DEMO_VAPID_PRIVATE_KEY, /^VAPID_PRIVATE_KEY: must be set, and not to the demo key/],
    ['VAPID_SUBJECT', '', /^VAPID_SUBJECT: must be set in production/],
  ])('refuses %s=%s, naming it alone', (name, value, line) => {
    const lines = configRefusals({ ...productionEnv(), [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('refuses an unknown mode', () => {
    expect(configRefusals({ CREWLINE_MODE: 'prod' })[0]).toMatch(/^CREWLINE_MODE: /);
  });

  it('prints no credentials in production; the demo names its demo keys', () => {
    const production = startupBanner(loadConfig(productionEnv()), undefined, 'postgres');
    expect(production).toContain('production mode');
    expect(production).not.toMatch(/password|secret|100002|totp/i);
    const demo = startupBanner(loadConfig({}), undefined, 'pglite');
    expect(demo).toContain('demo mode');
    expect(demo).toContain(
      'Demo keys in use (public, they protect nothing): GATEWAY_API_KEY, SECRET_KEY, LEDGER_SIGNING_KEY',
    );
  });
});
