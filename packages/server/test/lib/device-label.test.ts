import { SESSION_DEVICE_MAX, SESSIONS_TEXTS } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { deviceLabel } from '../../src/lib/device-label';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPad',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      'Samsung Internet on SM-S921B',
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36',
      'Crewline app on Pixel 8',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/126.0 Electron/31.0 Safari/537.36',
      'Crewline desktop on macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'curl'],
    ['SomeScript/1.0', 'SomeScript/1.0'],
  ])('names %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('says when nothing is known, and keeps what is kept short and printable', () => {
    expect(deviceLabel(undefined)).toBe(SESSIONS_TEXTS.unknownDevice);
    expect(deviceLabel('   ')).toBe(SESSIONS_TEXTS.unknownDevice);
    expect(deviceLabel('\u0007\u0008')).toBe(SESSIONS_TEXTS.unknownDevice);
    expect(deviceLabel(`Bot ${'x'.repeat(500)}`)).toHaveLength(SESSION_DEVICE_MAX);
  });

  it('reads a header of many kilobytes (whoever signs in chooses it) from its start only', () => {
    const padded = `Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 ${'x'.repeat(16_000)} Firefox/128.0`;
    expect(deviceLabel(padded)).toBe('Chrome on Windows');
    expect(deviceLabel(`Mozilla/5.0 (Linux; Android 14; ${' Build/'.repeat(2_000)}`)).toBe('Android');
  });
});
