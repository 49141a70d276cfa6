import webpush from 'web-push';
import type { WebPushTarget } from '../devices';
import type { PushMessage } from './notification-texts';

/** How one push went: sent, the subscription gone (404/410), or failed (retry unless `final`). */
export type PushOutcome = { ok: true } | { ok: false; gone: boolean; final: boolean; error: string };

export type PushSender = (target: WebPushTarget, message: PushMessage, topic: string) => Promise<PushOutcome>;

/** A push service accepts at most 4 KB encrypted; what we send stays well under it. */
export const PUSH_PAYLOAD_MAX = 3_000;

export interface WebPushSettings {
  vapid: { publicKey: string; privateKey: string; subject: string };
  timeoutMs?: number;
  /** Seconds a push service keeps a push for a device that is off. */
  ttlSeconds?: number;
}

/**
 * Sends Web Push (RFC 8030, encrypted per RFC 8291, signed per RFC 8292) with `web-push`.
 * `topic` is the delivery's own, so a retry after an unknown outcome replaces the first push at
 * the push service rather than adding a second. The error kept says how the push service
 * answered, never what was sent.
 */
export function webPushSender(settings: WebPushSettings): PushSender {
  return async (target, message, topic) => {
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > PUSH_PAYLOAD_MAX)
      return { ok: false, gone: false, final: true, error: 'payload over the limit' };
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: settings.vapid,
          TTL: settings.ttlSeconds ?? 24 * 3600,
          topic,
          urgency: 'normal',
          timeout: settings.timeoutMs ?? 15_000,
        },
      );
      return { ok: true };
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === undefined) {
        const code = (err as { code?: string }).code ?? 'no answer';
        return { ok: false, gone: false, final: false, error: `push service not reached (${code})` };
      }
      const gone = status === 404 || status === 410;
      // 400 and 413 say the request itself is wrong: sending it again cannot help.
      const final = gone || status === 400 || status === 403 || status === 413;
      return { ok: false, gone, final, error: `push service answered ${status}` };
    }
  };
}
