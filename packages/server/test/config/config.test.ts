import { DEFAULT_WELCOME_TEXT, DEMO_GATEWAY_API_KEY } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { inMaintenance, parseMaintenanceWindows } from '../../src/exec/maintenance';

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
      appOrigins: [],
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

  it('refuses bad values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
    expect(() => loadConfig({ MAINTENANCE_WINDOWS: 'Someday 02:00-04:00' })).toThrow(/MAINTENANCE_WINDOWS/);
    expect(() => loadConfig({ ENVIRONMENTS: '{not json' })).toThrow(/ENVIRONMENTS/);
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
