import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WELCOME_TEXT, DEMO_GATEWAY_API_KEY, DESKTOP_VERSION } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ANDROID_URL, DEFAULT_IOS_URL, loadConfig } from '../../src/config';
import { inMaintenance, parseMaintenanceWindows } from '../../src/exec/maintenance';
import { parseOrigin } from '../../src/lib/parse-origin';
import { configRefusals } from '../support/config-refusals';
import { productionEnv } from '../support/production-env';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      gatewayApiKey: DEMO_GATEWAY_API_KEY,
      timeZone: 'America/New_York',
      sessionIdleSeconds: 30 * 60,
      sessionAbsoluteSeconds: 12 * 3600,
      bodyLimit: 64 * 1024,
      appOrigins: ['app://crewline', 'capacitor://localhost', 'https://localhost'],
      latestApp: {
        androidVersion: DESKTOP_VERSION,
        androidUrl: DEFAULT_ANDROID_URL,
        iosVersion: DESKTOP_VERSION,
        iosUrl: DEFAULT_IOS_URL,
      },
      appLogHourlyLimit: 20,
      maintenanceWindows: [],
      environments: [{ type: 'production' }],
    });
    expect(c.welcome.mobile).toBe(DEFAULT_WELCOME_TEXT);
    expect(c.dataDir).toMatch(/data[/\\]pglite$/);
    expect(c.appDist).toMatch(/packages[/\\]app[/\\]dist$/);
  });

  it('reads and normalises the environment', () => {
    const c = loadConfig({
      PORT: '9090',
      APP_ORIGINS: 'https://app.example/, capacitor://localhost',
      SESSION_IDLE_SECONDS: '5',
      PUBLIC_URL: 'https://crew.example/some/path',
      ENVIRONMENTS: JSON.stringify([
        { type: 'production' },
        { type: 'training', host: 'https://train.example', port: '' },
      ]),
    });
    expect(c.port).toBe(9090);
    expect(c.appOrigins).toEqual(['https://app.example', 'capacitor://localhost']);
    expect(c.sessionIdleSeconds).toBe(5);
    expect(c.publicUrl).toBe('https://crew.example');
    expect(c.environments.map((e) => e.type)).toEqual(['production', 'training']);
  });

  it('runs on the real clock, or as of AS_OF in the agency zone, running on from when it is read', () => {
    const real = loadConfig({});
    expect(real.asOf).toBeUndefined();
    expect(Math.abs(real.clock().getTime() - Date.now())).toBeLessThan(1_000);
    const before = Date.now();
    const trial = loadConfig({ AS_OF: '2027-01-01T00:30', TIME_ZONE: 'America/Chicago' });
    expect(trial.asOf?.at.toISOString()).toBe('2027-01-01T06:30:00.000Z');
    const shown = trial.clock().getTime() - Date.parse('2027-01-01T06:30:00.000Z');
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(shown).toBeLessThanOrEqual(Date.now() - before);
    const again = loadConfig({ AS_OF: '2027-01-01T06:30:00Z@2026-12-01T00:00:00Z' });
    const offset = Date.parse('2027-01-01T06:30:00Z') - Date.parse('2026-12-01T00:00:00Z');
    const ahead = again.clock().getTime() - Date.now();
    expect(ahead).toBeLessThanOrEqual(offset);
    expect(ahead).toBeGreaterThan(offset - 1_000);
  });

  it('refuses bad values with the variable named', () => {
    expect(() => loadConfig({ AS_OF: '2027-02-29' })).toThrow(/AS_OF: must be YYYY-MM-DD/);
    expect(() => loadConfig({ AS_OF: '2027-02-29' })).toThrow(ConfigError);
    // A day PostgreSQL cannot store (no year 0) or outside the agreed years.
    expect(() => loadConfig({ AS_OF: '0000-01-01' })).toThrow(/AS_OF: must be a day from 1900-01-01 to 2200-12-31/);
    expect(() => loadConfig({ AS_OF: '2201-01-01T00:30' })).toThrow(/AS_OF: must be a day from 1900/);
    expect(loadConfig({ AS_OF: '2200-12-31T23:30' }).asOf).toBeDefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
    expect(() => loadConfig({ MAINTENANCE_WINDOWS: 'Someday 02:00-04:00' })).toThrow(/MAINTENANCE_WINDOWS/);
    expect(() => loadConfig({ ENVIRONMENTS: '{not json' })).toThrow(/ENVIRONMENTS/);
  });
});

describe('app origins', () => {
  it('keeps the origin of non-web schemes, which WHATWG URL calls opaque', () => {
    expect(new URL('app://crewline').origin).toBe('null');
    expect(parseOrigin('app://crewline')).toBe('app://crewline');
    expect(parseOrigin('APP://Crewline/index.html')).toBe('app://crewline');
    expect(parseOrigin('capacitor://localhost')).toBe('capacitor://localhost');
    expect(parseOrigin('https://localhost/')).toBe('https://localhost');
    expect(parseOrigin('http://LocalHost:80/x?y')).toBe('http://localhost');
    expect(parseOrigin('https://a.example:8443')).toBe('https://a.example:8443');
  });

  it.each(['null', '*', 'capacitor:', 'app:crewline', 'file:///index.html', 'app://user:pw@crewline', 'localhost'])(
    'names no origin for %s',
    (value) => {
      expect(parseOrigin(value)).toBeUndefined();
    },
  );

  it('replaces the shells with APP_ORIGINS, and refuses what is not an origin', () => {
    expect(loadConfig({ APP_ORIGINS: 'app://crewline/, https://app.example, app://crewline' }).appOrigins).toEqual([
      'app://crewline',
      'https://app.example',
    ]);
    expect(() => loadConfig({ APP_ORIGINS: '*' })).toThrow(/APP_ORIGINS: not an origin: \*/);
    expect(() => loadConfig({ APP_ORIGINS: 'https://ok.example, null' })).toThrow(/APP_ORIGINS: not an origin: null/);
  });
});

describe('latest app release', () => {
  it('reads the version and store link of each platform', () => {
    const c = loadConfig({
      ANDROID_VERSION: '2.6.0',
      ANDROID_URL: 'https://play.example/crewline',
      IOS_VERSION: ' 2.6.1 ',
      IOS_URL: 'https://apps.example/crewline',
    });
    expect(c.latestApp).toEqual({
      androidVersion: '2.6.0',
      androidUrl: 'https://play.example/crewline',
      iosVersion: '2.6.1',
      iosUrl: 'https://apps.example/crewline',
    });
    expect(loadConfig({ ANDROID_VERSION: '  ' }).latestApp.androidVersion).toBe(DESKTOP_VERSION);
  });

  it('refuses a version that is not dotted numbers and a link that is not http(s)', () => {
    expect(() => loadConfig({ ANDROID_VERSION: 'latest' })).toThrow(/ANDROID_VERSION/);
    expect(() => loadConfig({ IOS_VERSION: '2.6-beta' })).toThrow(/IOS_VERSION/);
    expect(() => loadConfig({ ANDROID_URL: 'market://details?id=x' })).toThrow(/ANDROID_URL/);
    expect(() => loadConfig({ IOS_URL: 'not a url' })).toThrow(/IOS_URL/);
  });
});

describe('maintenance windows', () => {
  const TZ = 'America/New_York';
  // 2026-11-22 is a Sunday; New York is UTC-5 then.
  it('matches a weekly window in agency time', () => {
    const w = parseMaintenanceWindows('Sun 02:00-04:00');
    expect(inMaintenance(w, new Date('2026-11-22T07:30:00Z'), TZ)).toBe(true);
    expect(inMaintenance(w, new Date('2026-11-22T09:00:00Z'), TZ)).toBe(false);
    expect(inMaintenance(w, new Date('2026-11-23T07:30:00Z'), TZ)).toBe(false);
  });

  it('handles daily windows and windows across midnight and the week end', () => {
    const w = parseMaintenanceWindows('Sat 23:00-01:00; 12:00-12:30');
    expect(inMaintenance(w, new Date('2026-11-22T05:30:00Z'), TZ)).toBe(true); // Sun 00:30
    expect(inMaintenance(w, new Date('2026-11-25T17:10:00Z'), TZ)).toBe(true); // Wed 12:10
    expect(inMaintenance(w, new Date('2026-11-25T18:10:00Z'), TZ)).toBe(false);
  });
});

describe('directory sign-in settings (docs/deploying.md#directory-sign-in)', () => {
  const LDAP = {
    AUTH_DIRECTORY: 'ldap',
    LDAP_URL: 'ldaps://ldap.agency.example',
    LDAP_BIND_DN: 'uid={passId},ou=people,dc=agency,dc=example',
  };

  it('checks passwords itself by default (AUTH_DIRECTORY unset or local)', () => {
    expect(loadConfig({}).directory).toBeUndefined();
    expect(loadConfig({ AUTH_DIRECTORY: 'local', LDAP_URL: 'ldap://x' }).directory).toBeUndefined();
  });

  it('reads the directory, with a default timeout and its CA read at start', () => {
    expect(loadConfig(LDAP).directory).toEqual({
      url: LDAP.LDAP_URL,
      bindDn: LDAP.LDAP_BIND_DN,
      ca: undefined,
      timeoutMs: 5_000,
    });
    const dir = mkdtempSync(join(tmpdir(), 'crewline-ca-'));
    const caFile = join(dir, 'ca.pem');
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    writeFileSync(caFile, pem);
    try {
      expect(loadConfig({ ...LDAP, LDAP_CA_FILE: caFile, LDAP_TIMEOUT_MS: '800' }).directory).toMatchObject({
        ca: pem,
        timeoutMs: 800,
      });
      writeFileSync(caFile, 'not a certificate');
      expect(configRefusals({ ...LDAP, LDAP_CA_FILE: caFile })).toEqual([
        `LDAP_CA_FILE: not a PEM certificate: ${caFile}`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(configRefusals({ ...LDAP, LDAP_CA_FILE: '/nonexistent/ca.pem' })[0]).toMatch(
      /^LDAP_CA_FILE: cannot be read: /,
    );
  });

  it('refuses to start with a setting it needs missing or wrong, one line each', () => {
    expect(configRefusals({ AUTH_DIRECTORY: 'ldap' })).toEqual([
      'LDAP_URL: must be set when AUTH_DIRECTORY=ldap (ldaps://host:636)',
      'LDAP_BIND_DN: must be set when AUTH_DIRECTORY=ldap (e.g. uid={passId},ou=people,dc=agency,dc=example)',
    ]);
    expect(configRefusals({ AUTH_DIRECTORY: 'kerberos' })[0]).toMatch(
      /^AUTH_DIRECTORY: AUTH_DIRECTORY must be one of local, ldap/,
    );
    expect(configRefusals({ ...LDAP, LDAP_URL: 'https://ldap.agency.example' })).toEqual([
      'LDAP_URL: LDAP_URL must be an ldap:// or ldaps:// URL',
    ]);
    expect(configRefusals({ ...LDAP, LDAP_BIND_DN: 'uid=someone,dc=agency,dc=example' })).toEqual([
      'LDAP_BIND_DN: LDAP_BIND_DN must hold {passId}',
    ]);
  });

  it('refuses in production a directory whose passwords would cross the network in clear', () => {
    const env = { ...productionEnv(), ...LDAP, LDAP_URL: 'ldap://ldap.agency.example' };
    expect(configRefusals(env)).toEqual([
      'LDAP_URL: passwords must not cross the network in clear in production: use ldaps://, or set LDAP_CA_FILE for StartTLS',
    ]);
    expect(loadConfig({ ...env, LDAP_URL: 'ldaps://ldap.agency.example' }).directory?.url).toBe(
      'ldaps://ldap.agency.example',
    );
  });
});
