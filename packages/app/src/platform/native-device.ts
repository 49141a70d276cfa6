import type { BiometryType } from '@crewline/protocol';
import type { BiometricSupport } from './platform.types';

/**
 * The native device's push token and biometric support, from the Capacitor plugins
 * @capacitor/push-notifications and @capgo/capacitor-native-biometric (in the native projects
 * through `cap sync`). The app looks them up by name, so a shell built without one, or a
 * device that refuses, answers undefined and nothing is sent.
 */

type PermissionState = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';
interface ListenerHandle {
  remove(): Promise<void>;
}

/** Capacitor's name of @capacitor/push-notifications. */
export const PUSH_PLUGIN = 'PushNotifications';
/** The part of @capacitor/push-notifications the app uses. */
export interface PushNotificationsPlugin {
  checkPermissions(): Promise<{ receive: PermissionState }>;
  requestPermissions(): Promise<{ receive: PermissionState }>;
  register(): Promise<void>;
  addListener(event: 'registration', listener: (token: { value: string }) => void): Promise<ListenerHandle>;
  addListener(event: 'registrationError', listener: (error: { error: string }) => void): Promise<ListenerHandle>;
  /** The user tapped one of the app's notifications (the app may have been started by it). */
  addListener(event: 'pushNotificationActionPerformed', listener: () => void): Promise<ListenerHandle>;
}

/** Capacitor's name of @capgo/capacitor-native-biometric (and capacitor-native-biometric before it). */
export const BIOMETRIC_PLUGIN = 'NativeBiometric';
/** The part of NativeBiometric the app uses: isAvailable() and its numeric enums. */
export interface NativeBiometricPlugin {
  isAvailable(options: { useFallback: boolean }): Promise<{
    isAvailable: boolean;
    biometryType: number;
    errorCode?: number;
  }>;
}

/** How long the push service may take to hand out a token before the app stops waiting. */
export const PUSH_REGISTRATION_TIMEOUT_MS = 20_000;

/**
 * Asks for the permission to notify when the user has not answered yet, registers with the
 * push service and resolves with the token; undefined when refused, failed or too slow.
 */
export async function readPushToken(
  push: PushNotificationsPlugin,
  timeoutMs = PUSH_REGISTRATION_TIMEOUT_MS,
): Promise<string | undefined> {
  let { receive } = await push.checkPermissions();
  if (receive === 'prompt' || receive === 'prompt-with-rationale') ({ receive } = await push.requestPermissions());
  if (receive !== 'granted') return undefined;

  const handles: Promise<ListenerHandle>[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<string | undefined>((resolve, reject) => {
      handles.push(
        push.addListener('registration', (token) => resolve(token.value.trim() || undefined)),
        push.addListener('registrationError', (e) => reject(new Error(`push registration failed: ${e.error}`))),
      );
      timer = setTimeout(() => resolve(undefined), timeoutMs);
      Promise.all(handles)
        .then(() => push.register())
        .catch(reject);
    });
  } finally {
    clearTimeout(timer);
    for (const handle of handles) void handle.then((h) => h.remove()).catch(() => {});
  }
}

/** NativeBiometric's BiometryType numbers. MULTIPLE (Android) always includes a fingerprint. */
const BIOMETRY_TYPES: Readonly<Record<number, BiometryType>> = {
  1: 'fingerprint', // TOUCH_ID
  2: 'face', // FACE_ID
  3: 'fingerprint', // FINGERPRINT
  4: 'face', // FACE_AUTHENTICATION
  5: 'iris', // IRIS_AUTHENTICATION
  6: 'fingerprint', // MULTIPLE
};
/** NativeBiometric's BiometricAuthError codes that still tell what the device has. */
const NOT_ENROLLED = 3;
const LOCKED_OUT = new Set([2, 4]); // USER_LOCKOUT, USER_TEMPORARY_LOCKOUT: enrolled, failed too often

/** The device's biometric support, biometrics only (the device passcode does not count). */
export async function readBiometrics(plugin: NativeBiometricPlugin): Promise<BiometricSupport> {
  const { isAvailable, biometryType: type, errorCode = -1 } = await plugin.isAvailable({ useFallback: false });
  const enrolled = isAvailable || LOCKED_OUT.has(errorCode);
  const biometryType = enrolled || errorCode === NOT_ENROLLED ? (BIOMETRY_TYPES[type] ?? 'none') : 'none';
  const available = biometryType !== 'none';
  return { available, biometryType, enrolled: available && enrolled };
}
