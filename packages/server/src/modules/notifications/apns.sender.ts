import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { ApnsCredentials } from '../../lib/native-push-credentials';
import { appFields, jsonOrNothing, type NativePushSender, notReached, overLimit, passes } from './native-push';

/** Apple's hosts; a test's stand-in is the only other (no setting names another). */
const APPLE = { production: 'https://api.push.apple.com', sandbox: 'https://api.sandbox.push.apple.com' };

/** Apple refuses a provider token older than an hour, and one made anew more often than every 20 minutes. */
const TOKEN_KEPT_MS = 50 * 60_000;

export interface ApnsSettings {
  credentials: ApnsCredentials;
  now: () => Date;
  /** Tests only: their stand-in for APNs. */
  origin?: string;
  timeoutMs?: number;
  /** Seconds APNs keeps a push for a device that is off. */
  ttlSeconds?: number;
}

/** The tokens APNs says are no device's now: removed. */
const GONE_REASONS = new Set(['Unregistered', 'BadDeviceToken']);
/** The provider token is refused: the next try makes another. */
const TOKEN_REASONS = new Set(['ExpiredProviderToken', 'InvalidProviderToken']);

const errorAnswer = z.object({ reason: z.string() }).loose();

/**
 * Sends APNs pushes to iOS devices over one kept HTTP/2 connection (node:http2; closed after a
 * minute unused, and never keeping the process up): token-based auth (an ES256 JWT of the team,
 * signed with the .p8 key, kept 50 minutes), `apns-topic` the app's bundle id, an alert, and the
 * delivery's `apns-collapse-id`. The error kept says how Apple answered, never what was sent.
 */
export function apnsSender(settings: ApnsSettings): NativePushSender {
  const { credentials, now } = settings;
  const origin = settings.origin ?? (credentials.production ? APPLE.production : APPLE.sandbox);
  let kept: { token: string; at: number } | undefined;
  let session: ClientHttp2Session | undefined;

  async function providerToken(): Promise<string> {
    const at = now().getTime();
    if (kept === undefined || at - kept.at >= TOKEN_KEPT_MS || at < kept.at) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: credentials.keyId })
        .setIssuer(credentials.teamId)
        .setIssuedAt(Math.floor(at / 1000))
        .sign(credentials.key);
      kept = { token, at };
    }
    return kept.token;
  }

  function connection(): ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = connect(origin);
    // A failed connection fails its request, which says so; the session only has to go.
    opened.on('error', () => opened.destroy());
    opened.setTimeout(60_000, () => opened.close());
    opened.unref();
    session = opened;
    return opened;
  }

  function post(path: string, headers: Record<string, string>, body: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = connection().request({ ':method': 'POST', ':path': path, ...headers });
      req.setTimeout(settings.timeoutMs ?? 15_000, () => req.close(constants.NGHTTP2_CANCEL));
      let status = 0;
      const chunks: Buffer[] = [];
      req.on('response', (h) => {
        status = Number(h[':status']);
      });
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (status !== 0) resolve({ status, body: Buffer.concat(chunks).toString('utf8') });
      });
      req.on('error', reject);
      // Closed with no whole answer (timed out, or the connection went): after 'end', this does nothing.
      req.on('close', () => reject(Object.assign(new Error('no answer'), { code: 'ECANCELED' })));
      req.end(body);
    });
  }

  return async (token, message, collapseId) => {
    const payload = JSON.stringify({
      aps: { alert: { title: message.title, body: message.body } },
      ...appFields(message),
    });
    const tooBig = overLimit(payload);
    if (tooBig) return tooBig;
    let answer: { status: number; body: string };
    try {
      answer = await post(
        `/3/device/${encodeURIComponent(token)}`,
        {
          authorization: `bearer ${await providerToken()}`,
          'apns-topic': credentials.bundleId,
          'apns-push-type': 'alert',
          'apns-priority': '10',
          'apns-collapse-id': collapseId,
          'apns-expiration': String(Math.floor(now().getTime() / 1000) + (settings.ttlSeconds ?? 24 * 3600)),
          'content-type': 'application/json',
        },
        payload,
      );
    } catch (err) {
      return notReached('APNs', err);
    }
    if (answer.status === 200) return { ok: true };
    const parsed = errorAnswer.safeParse(jsonOrNothing(answer.body));
    const reason = parsed.success ? parsed.data.reason : undefined;
    const error = `APNs answered ${answer.status}${reason ? ` ${reason}` : ''}`;
    if (answer.status === 410 || (reason !== undefined && GONE_REASONS.has(reason)))
      return { ok: false, gone: true, final: true, error };
    if (reason !== undefined && TOKEN_REASONS.has(reason)) {
      kept = undefined;
      return { ok: false, gone: false, final: false, error };
    }
    return { ok: false, gone: false, final: !passes(answer.status), error };
  };
}
