import { SignJWT } from 'jose';
import { z } from 'zod';
import { type FcmCredentials, GOOGLE_TOKEN_URL } from '../../lib/native-push-credentials';
import { appFields, type NativePushSender, notReached, overLimit, passes } from './native-push';

/** Google's hosts; a test's stand-ins are the only others (no setting names another). */
const GOOGLE = { token: GOOGLE_TOKEN_URL, fcm: 'https://fcm.googleapis.com' };
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export interface FcmSettings {
  credentials: FcmCredentials;
  now: () => Date;
  /** Tests only: their stand-ins for Google's token endpoint and FCM. */
  endpoints?: { token: string; fcm: string };
  timeoutMs?: number;
  /** Seconds FCM keeps a push for a device that is off. */
  ttlSeconds?: number;
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });
const errorAnswer = z.object({
  error: z.object({ details: z.array(z.object({ errorCode: z.string().optional() }).loose()).optional() }).loose(),
});

class TokenRefused extends Error {}

/**
 * Sends FCM HTTP v1 pushes to Android devices: the service account's signed JWT (RS256) is
 * exchanged for an access token (OAuth 2.0 JWT bearer grant, RFC 7523), kept until a minute
 * before it expires, and each push is one POST of the message with the device's token. The
 * error kept says how Google answered, never what was sent.
 */
export function fcmSender(settings: FcmSettings): NativePushSender {
  const { credentials, now } = settings;
  const endpoints = settings.endpoints ?? GOOGLE;
  const timeout = () => AbortSignal.timeout(settings.timeoutMs ?? 15_000);
  let kept: { token: string; until: number } | undefined;

  async function fetchToken(): Promise<{ token: string; until: number }> {
    const iat = Math.floor(now().getTime() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(credentials.clientEmail)
      .setAudience(endpoints.token)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(credentials.privateKey);
    const res = await fetch(endpoints.token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: timeout(),
    });
    const answer = tokenAnswer.safeParse(res.ok ? await res.json() : undefined);
    if (!answer.success) throw new TokenRefused(`Google's token endpoint answered ${res.status}`);
    return { token: answer.data.access_token, until: (iat + answer.data.expires_in - 60) * 1000 };
  }

  /** The access token, fetched once for every push while it lasts. */
  async function accessToken(): Promise<string> {
    if (kept === undefined || kept.until <= now().getTime()) kept = await fetchToken();
    return kept.token;
  }

  return async (token, message, collapseId) => {
    const payload = JSON.stringify({
      message: {
        token,
        notification: { title: message.title, body: message.body },
        data: appFields(message),
        android: { collapse_key: collapseId, ttl: `${settings.ttlSeconds ?? 24 * 3600}s` },
      },
    });
    const tooBig = overLimit(payload);
    if (tooBig) return tooBig;
    let bearer: string;
    try {
      bearer = await accessToken();
    } catch (err) {
      if (err instanceof TokenRefused) return { ok: false, gone: false, final: false, error: err.message };
      return notReached("Google's token endpoint", err);
    }
    let res: Response;
    try {
      res = await fetch(`${endpoints.fcm}/v1/projects/${credentials.projectId}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: payload,
        signal: timeout(),
      });
    } catch (err) {
      return notReached('FCM', err);
    }
    if (res.ok) {
      await res.body?.cancel();
      return { ok: true };
    }
    const answer = errorAnswer.safeParse(await res.json().catch(() => undefined));
    const code = answer.success ? answer.data.error.details?.find((d) => d.errorCode)?.errorCode : undefined;
    const error = `FCM answered ${res.status}${code ? ` ${code}` : ''}`;
    if (res.status === 404 || code === 'UNREGISTERED') return { ok: false, gone: true, final: true, error };
    // The access token was refused (revoked, or the clock moved): the next try fetches another.
    if (res.status === 401) {
      kept = undefined;
      return { ok: false, gone: false, final: false, error };
    }
    return { ok: false, gone: false, final: !passes(res.status), error };
  };
}
