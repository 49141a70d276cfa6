import type { PushMessage } from './notification-texts';
import { PUSH_PAYLOAD_MAX, type PushOutcome } from './web-push.sender';

/**
 * Sends one push to a native app's token (FCM or APNs). `collapseId` is the delivery's own, as
 * Web Push's Topic: a push sent again replaces the first on the device rather than adding one.
 */
export type NativePushSender = (token: string, message: PushMessage, collapseId: string) => Promise<PushOutcome>;

/** The app's own fields beside what the lock screen shows: which notification, which screen. */
export const appFields = (message: PushMessage) => ({
  id: String(message.id),
  ...(message.opens === null ? {} : { opens: message.opens }),
});

/** Both services take at most 4 KB; what we send stays well under it (as Web Push's). */
export const overLimit = (payload: string): PushOutcome | undefined =>
  Buffer.byteLength(payload) > PUSH_PAYLOAD_MAX
    ? { ok: false, gone: false, final: true, error: 'payload over the limit' }
    : undefined;

/** How a push went when the service was not reached at all: worth another try. */
export const notReached = (service: string, err: unknown): PushOutcome => {
  const e = err as { code?: string; name?: string; cause?: { code?: string } };
  const code = e.cause?.code ?? e.code ?? e.name ?? 'no answer';
  return { ok: false, gone: false, final: false, error: `${service} not reached (${code})` };
};

/** 429 (too many) and 5xx (the service's trouble) pass; any other refusal is for good. */
export const passes = (status: number) => status === 429 || status >= 500;

/** A service's error answer as JSON, or nothing when it is not JSON. */
export function jsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
