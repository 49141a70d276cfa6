import { DEVICE_ID_KEY } from '../src/features/auth/devices/register-device';
import { BIOMETRIC_PLUGIN, PUSH_PLUGIN } from '../src/platform/native-device';
import { nativeCalls, useFakeAndroid } from './support/fake-capacitor';
import { expectAccessible, screenshot } from './support/look';
import { PHONE_ONLY } from './support/one-size';
import { fillSignIn, openSignIn } from './support/sign-in';
import { expect, type Page, type Request, test } from './support/test';

interface ShellPlugins {
  token: string;
  /** NativeBiometric.isAvailable's answer. */
  biometric: { isAvailable: boolean; biometryType: number; errorCode?: number };
}

/**
 * Gives the fake Android shell the two plugins the app looks up by name (the app does not
 * bundle them): their headers, as Capacitor's bridge lists installed plugins, and their native
 * answers. register() hands out the token through the 'registration' event, as FCM does.
 */
function installShellPlugins(options: ShellPlugins & { push: string; biometricName: string }): void {
  type Call = { callbackId: string; pluginId: string; methodName: string; options: Record<string, unknown> };
  const w = window as unknown as {
    androidBridge: { postMessage(json: string): void };
    Capacitor: { PluginHeaders: unknown[]; fromNative(result: Record<string, unknown>): void };
    __fakeCapacitor: { calls: unknown[]; emit(plugin: string, event: string, data: unknown): void };
  };
  const answers: Record<string, unknown> = {
    [`${options.push}.checkPermissions`]: { receive: 'prompt' },
    [`${options.push}.requestPermissions`]: { receive: 'granted' },
    [`${options.push}.register`]: {},
    [`${options.biometricName}.isAvailable`]: options.biometric,
  };
  const listeners = [
    { name: 'addListener', rtype: 'callback' },
    { name: 'removeListener', rtype: 'promise' },
    { name: 'removeAllListeners', rtype: 'promise' },
  ];
  w.Capacitor.PluginHeaders.push(
    {
      name: options.push,
      methods: [
        { name: 'checkPermissions', rtype: 'promise' },
        { name: 'requestPermissions', rtype: 'promise' },
        { name: 'register', rtype: 'promise' },
        ...listeners,
      ],
    },
    { name: options.biometricName, methods: [{ name: 'isAvailable', rtype: 'promise' }, ...listeners] },
  );
  const toNative = w.androidBridge.postMessage.bind(w.androidBridge);
  w.androidBridge.postMessage = (json: string) => {
    const call = JSON.parse(json) as Call;
    const key = `${call.pluginId}.${call.methodName}`;
    if (!(key in answers)) return toNative(json);
    w.__fakeCapacitor.calls.push({ plugin: call.pluginId, method: call.methodName, options: call.options });
    setTimeout(() => {
      w.Capacitor.fromNative({ ...call, success: true, data: answers[key] });
      if (key === `${options.push}.register`)
        w.__fakeCapacitor.emit(options.push, 'registration', { value: options.token });
    }, 0);
  };
}

async function useShellPlugins(page: Page, plugins: ShellPlugins): Promise<void> {
  await useFakeAndroid(page);
  await page.addInitScript(installShellPlugins, { ...plugins, push: PUSH_PLUGIN, biometricName: BIOMETRIC_PLUGIN });
}

const sent = (page: Page, service: string): Promise<Request> =>
  page.waitForRequest((r) => r.url().endsWith(`/${service}`));

async function answered(request: Request): Promise<unknown> {
  const response = await request.response();
  return (await response?.json())?.success;
}

test(
  'Android: after sign-in the push token and biometric support reach the server',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    const token = `fcm-e2e-${testInfo.project.name}-Xk2QmZp9`;
    await useShellPlugins(page, { token, biometric: { isAvailable: true, biometryType: 3 } });
    await openSignIn(page);

    const push = sent(page, 'mta_subscribePushNotifications');
    const biometric = sent(page, 'mta_fingerprintSupportLog');
    await fillSignIn(page, '100001');
    await expect(page).toHaveURL(/\/home$/);

    const pushBody = (await push).postDataJSON();
    const deviceId = pushBody.deviceId as string;
    expect(deviceId).toMatch(/^[0-9a-f]{32}$/);
    expect(pushBody).toMatchObject({ deviceId, platform: 'android', token });
    expect((await biometric).postDataJSON()).toMatchObject({
      deviceId,
      platform: 'android',
      available: true,
      biometryType: 'fingerprint',
      enrolled: true,
    });
    expect(await answered(await push)).toBe(true);
    expect(await answered(await biometric)).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), DEVICE_ID_KEY)).toBe(deviceId);

    // The user was asked for permission before the app registered with the push service.
    const pushCalls = (await nativeCalls(page)).filter((c) => c.plugin === PUSH_PLUGIN).map((c) => c.method);
    expect(pushCalls.filter((m) => m !== 'addListener' && m !== 'removeListener')).toEqual([
      'checkPermissions',
      'requestPermissions',
      'register',
    ]);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'native-home-registered');

    // The app started again on the same device, another employee signing in: the same device id.
    const again = sent(page, 'mta_subscribePushNotifications');
    await openSignIn(page);
    await fillSignIn(page, '200001');
    await expect(page).toHaveURL(/\/home$/);
    expect((await again).postDataJSON()).toMatchObject({ deviceId, token });
    expect(await answered(await again)).toBe(true);
  },
);
