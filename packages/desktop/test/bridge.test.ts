import { readFileSync } from 'node:fs';
import { DESKTOP_VERSION } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { buildBridgeInfo, DESKTOP_APP_VERSION } from '../src/bridge';

describe('buildBridgeInfo', () => {
  it('carries the platform, the desktop version and the configured gateway', () => {
    const config = {
      gatewayUrls: ['https://east.agency.example/gateway/east', 'https://west.agency.example/gateway/west'],
      apiKey: 'agency-key',
    };
    const info = buildBridgeInfo(config);
    expect(info).toEqual({
      platform: 'desktop',
      version: '2.5.1-Desktop',
      gatewayUrls: ['https://east.agency.example/gateway/east', 'https://west.agency.example/gateway/west'],
      apiKey: 'agency-key',
    });
    expect(info.gatewayUrls).not.toBe(config.gatewayUrls);
  });

  it('uses the protocol desktop version, which is also the Electron app version', () => {
    expect(DESKTOP_APP_VERSION).toBe('2.5.1-Desktop');
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(pkg.version).toBe(DESKTOP_VERSION);
  });
});
