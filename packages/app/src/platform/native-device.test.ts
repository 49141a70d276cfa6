import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type NativeBiometricPlugin,
  type PushNotificationsPlugin,
  readBiometrics,
  readPushToken,
} from './native-device';

type Permission = Awaited<ReturnType<PushNotificationsPlugin['checkPermissions']>>['receive'];

/** A fake PushNotifications plugin: its register() answers with `outcome` through the listeners. */
function fakePush(permission: Permission, outcome: { token?: string; error?: string; answer?: Permission } = {}) {
  const listeners = new Map<string, (data: never) => void>();
  const removed: string[] = [];
  const push = {
    checkPermissions: vi.fn(async () => ({ receive: permission })),
    requestPermissions: vi.fn(async () => ({ receive: outcome.answer ?? 'granted' })),
    register: vi.fn(async () => {
      const registration = listeners.get('registration') as ((t: { value: string }) => void) | undefined;
      const failure = listeners.get('registrationError') as ((e: { error: string }) => void) | undefined;
      if (outcome.token !== undefined) registration?.({ value: outcome.token });
      if (outcome.error !== undefined) failure?.({ error: outcome.error });
    }),
    addListener: vi.fn(async (event: string, listener: (data: never) => void) => {
      listeners.set(event, listener);
      return { remove: async () => void removed.push(event) };
    }),
  };
  return { push: push as unknown as PushNotificationsPlugin, fake: push, removed };
}

afterEach(() => vi.useRealTimers());

describe('readPushToken', () => {
  it('registers and answers the token when the user has allowed notifications', async () => {
    const { push, fake, removed } = fakePush('granted', { token: 'fcm-token-1' });
    expect(await readPushToken(push)).toBe('fcm-token-1');
    expect(fake.requestPermissions).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(removed.sort()).toEqual(['registration', 'registrationError']));
  });

  it('asks the user first when they have not answered yet', async () => {
    const { push, fake } = fakePush('prompt', { token: 'apns-token' });
    expect(await readPushToken(push)).toBe('apns-token');
    expect(fake.requestPermissions).toHaveBeenCalledTimes(1);
  });

  it('answers undefined without registering when the user says no', async () => {
    for (const [permission, answer] of [
      ['denied', undefined],
      ['prompt', 'denied'],
    ] as const) {
      const { push, fake } = fakePush(permission, { answer, token: 'never' });
      expect(await readPushToken(push)).toBeUndefined();
      expect(fake.register).not.toHaveBeenCalled();
    }
  });

  it('rejects with the push service error', async () => {
    const { push } = fakePush('granted', { error: 'no Google Play services' });
    await expect(readPushToken(push)).rejects.toThrow('push registration failed: no Google Play services');
  });

  it('gives up with undefined when no token comes', async () => {
    vi.useFakeTimers();
    const { push, removed } = fakePush('granted', {});
    const token = readPushToken(push, 5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await token).toBeUndefined();
    expect(removed.sort()).toEqual(['registration', 'registrationError']);
  });
});

describe('readBiometrics', () => {
  const plugin = (result: Awaited<ReturnType<NativeBiometricPlugin['isAvailable']>>) => ({
    isAvailable: vi.fn(async () => result),
  });

  it.each([
    [
      { isAvailable: true, biometryType: 1 },
      { available: true, biometryType: 'fingerprint', enrolled: true },
    ],
    [
      { isAvailable: true, biometryType: 2 },
      { available: true, biometryType: 'face', enrolled: true },
    ],
    [
      { isAvailable: true, biometryType: 3 },
      { available: true, biometryType: 'fingerprint', enrolled: true },
    ],
    [
      { isAvailable: true, biometryType: 4 },
      { available: true, biometryType: 'face', enrolled: true },
    ],
    [
      { isAvailable: true, biometryType: 5 },
      { available: true, biometryType: 'iris', enrolled: true },
    ],
    [
      { isAvailable: true, biometryType: 6 },
      { available: true, biometryType: 'fingerprint', enrolled: true },
    ],
    // Hardware there, nothing enrolled.
    [
      { isAvailable: false, biometryType: 2, errorCode: 3 },
      { available: true, biometryType: 'face', enrolled: false },
    ],
    // No hardware.
    [
      { isAvailable: false, biometryType: 0, errorCode: 1 },
      { available: false, biometryType: 'none', enrolled: false },
    ],
    // Locked out after failed attempts: there and enrolled.
    [
      { isAvailable: false, biometryType: 3, errorCode: 2 },
      { available: true, biometryType: 'fingerprint', enrolled: true },
    ],
    // Another failure: nothing is claimed.
    [
      { isAvailable: false, biometryType: 3, errorCode: 0 },
      { available: false, biometryType: 'none', enrolled: false },
    ],
  ])('reads %j as %j', async (result, expected) => {
    const p = plugin(result);
    expect(await readBiometrics(p)).toEqual(expected);
    expect(p.isAvailable).toHaveBeenCalledWith({ useFallback: false });
  });
});
