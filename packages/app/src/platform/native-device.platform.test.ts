import { describe, expect, it, vi } from 'vitest';
import { createNativePlatform, type NativePlugins } from './native.platform';
import { BIOMETRIC_PLUGIN, PUSH_PLUGIN } from './native-device';

/** The native adapter with only the plugin look-up faked: `installed` names the plugins the shell has. */
function nativeWith(installed: Record<string, unknown>) {
  const installedPlugin = vi.fn((name: string) => installed[name]);
  const plugins = { installedPlugin } as unknown as NativePlugins;
  return createNativePlatform(window, { os: 'ios', plugins: async () => plugins });
}

describe('native platform: push token and biometrics', () => {
  it('answers undefined when the shell has neither plugin', async () => {
    const adapter = nativeWith({});
    expect(adapter.devicePlatform).toBe('ios');
    expect(await adapter.pushToken()).toBeUndefined();
    expect(await adapter.biometrics()).toBeUndefined();
  });

  it('reads them through the plugins the shell has', async () => {
    const push = {
      checkPermissions: async () => ({ receive: 'granted' }),
      requestPermissions: async () => ({ receive: 'granted' }),
      addListener: async (event: string, listener: (t: { value: string }) => void) => {
        if (event === 'registration') queueMicrotask(() => listener({ value: 'apns-token' }));
        return { remove: async () => {} };
      },
      register: async () => {},
    };
    const biometric = { isAvailable: async () => ({ isAvailable: true, biometryType: 2 }) };
    const adapter = nativeWith({ [PUSH_PLUGIN]: push, [BIOMETRIC_PLUGIN]: biometric });
    expect(await adapter.pushToken()).toBe('apns-token');
    expect(await adapter.biometrics()).toEqual({ available: true, biometryType: 'face', enrolled: true });
  });

  it('answers undefined when a plugin fails', async () => {
    const broken = {
      checkPermissions: async () => {
        throw new Error('not implemented on ios');
      },
      isAvailable: async () => {
        throw new Error('boom');
      },
    };
    const adapter = nativeWith({ [PUSH_PLUGIN]: broken, [BIOMETRIC_PLUGIN]: broken });
    expect(await adapter.pushToken()).toBeUndefined();
    expect(await adapter.biometrics()).toBeUndefined();
  });

  it('follows a tap on a notification until stopped, and listens for none without the push plugin', async () => {
    let tap: (() => void) | undefined;
    const remove = vi.fn(async () => {
      tap = undefined;
    });
    const push = {
      addListener: vi.fn(async (event: string, listener: () => void) => {
        if (event === 'pushNotificationActionPerformed') tap = listener;
        return { remove };
      }),
    };
    const opened = vi.fn();
    const stop = nativeWith({ [PUSH_PLUGIN]: push }).onNotificationOpened(opened);
    await vi.waitFor(() => expect(tap).toBeDefined());
    tap?.();
    expect(opened).toHaveBeenCalledTimes(1);
    stop();
    await vi.waitFor(() => expect(remove).toHaveBeenCalled());
    expect(tap).toBeUndefined();

    const none = vi.fn();
    nativeWith({}).onNotificationOpened(none)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(none).not.toHaveBeenCalled();
  });
});
