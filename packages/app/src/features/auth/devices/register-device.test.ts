import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BiometricSupport } from '../../../platform/platform.types';
import { DEVICE_ID_KEY, deviceId, type RegisterDeviceDeps, registerDevice } from './register-device';

const FACE: BiometricSupport = { available: true, biometryType: 'face', enrolled: true };

function fakes(opts: { token?: string; biometrics?: BiometricSupport; fail?: string[] } = {}) {
  const calls: { service: string; payload: unknown }[] = [];
  const client = {
    call: vi.fn(async (service: string, payload: unknown) => {
      calls.push({ service, payload });
      if (opts.fail?.includes(service)) throw new Error(`${service} refused`);
      return { deviceId: 'x', updatedAt: '2026-11-21T15:00:00.000Z' };
    }),
  };
  const platform = {
    devicePlatform: 'ios' as const,
    pushToken: vi.fn(async () => opts.token),
    biometrics: vi.fn(async () => opts.biometrics),
  };
  const log = { write: vi.fn() };
  const deps = { platform, client, storage: localStorage, log, newId: () => 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
  return { deps: deps as unknown as RegisterDeviceDeps, calls, log, platform };
}

afterEach(() => localStorage.clear());

describe('deviceId', () => {
  it('is made once and read back after', () => {
    let n = 0;
    const next = () => `device-id-${++n}-0000`;
    expect(deviceId(localStorage, next)).toBe('device-id-1-0000');
    expect(deviceId(localStorage, next)).toBe('device-id-1-0000');
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe('device-id-1-0000');
  });

  it('is 32 random hex digits by default, different per installation', () => {
    const first = deviceId(localStorage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    localStorage.clear();
    expect(deviceId(localStorage)).not.toBe(first);
  });
});

describe('registerDevice', () => {
  it('sends the push token and the biometric support with one device id and the platform', async () => {
    const { deps, calls } = fakes({ token: 'apns-token-64', biometrics: FACE });
    await registerDevice(deps);
    const device = { deviceId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', platform: 'ios' };
    expect(calls).toEqual(
      expect.arrayContaining([
        { service: 'mta_subscribePushNotifications', payload: { ...device, token: 'apns-token-64' } },
        { service: 'mta_fingerprintSupportLog', payload: { ...device, ...FACE } },
      ]),
    );
    expect(calls).toHaveLength(2);
  });

  it('sends only what the platform gives', async () => {
    const push = fakes({ token: 'fcm-token' });
    await registerDevice(push.deps);
    expect(push.calls.map((c) => c.service)).toEqual(['mta_subscribePushNotifications']);

    const bio = fakes({ biometrics: { available: false, biometryType: 'none', enrolled: false } });
    await registerDevice(bio.deps);
    expect(bio.calls.map((c) => c.service)).toEqual(['mta_fingerprintSupportLog']);
  });

  it('sends nothing and makes no device id when the platform gives nothing (desktop, browser)', async () => {
    const { deps, calls } = fakes();
    await registerDevice(deps);
    expect(calls).toEqual([]);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBeNull();
  });

  it('keeps the same device id across sign-ins', async () => {
    const first = fakes({ token: 't1' });
    await registerDevice(first.deps);
    const second = fakes({ token: 't1' });
    await registerDevice({ ...second.deps, newId: () => 'another-id-that-must-not-be-used' });
    expect(second.calls[0]?.payload).toMatchObject({ deviceId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' });
  });

  it('logs a refused call instead of showing it, and still sends the other', async () => {
    const { deps, calls, log } = fakes({ token: 't', biometrics: FACE, fail: ['mta_subscribePushNotifications'] });
    await expect(registerDevice(deps)).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
    expect(log.write).toHaveBeenCalledWith(
      'WARN',
      'Push subscription not sent: mta_subscribePushNotifications refused',
    );
  });

  it('treats a platform that fails to answer as one without the feature', async () => {
    const { deps, calls, platform } = fakes({ biometrics: FACE });
    platform.pushToken.mockRejectedValue(new Error('plugin crashed'));
    await registerDevice(deps);
    expect(calls.map((c) => c.service)).toEqual(['mta_fingerprintSupportLog']);
  });
});
