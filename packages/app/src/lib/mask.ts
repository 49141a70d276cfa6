import { CALENDAR_FEED_PATH, SECOND_FACTOR_TOKEN_PARAM } from '@crewline/protocol';

/**
 * Keys whose values are secrets: passwords (docs/product.md#logging), session tickets, push tokens and
 * second-factor tokens.
 */
const SECRET_KEY = /socsec|password|passwd|pwd|ticket|token/i;

/** Secrets written inside text: a second-factor page's token (…?token=…), a calendar link's (/calendar/….ics). */
const SECRET_IN_TEXT = new RegExp(
  `([?&]${SECOND_FACTOR_TOKEN_PARAM}=)([^&#\\s"'<>]+)|(${CALENDAR_FEED_PATH}/)([^/?#\\s"'<>]+?)(\\.ics)`,
  'g',
);

/** Keeps only the first and last characters ('transit-demo' → 't**********o'). */
export function maskSecret(value: string): string {
  if (value.length <= 2) return '*'.repeat(value.length);
  return `${value[0]}${'*'.repeat(value.length - 2)}${value[value.length - 1]}`;
}

/** Text with the secrets of the links it holds masked as maskSecret does. */
export function maskSecretsInText(text: string): string {
  return text.replace(
    SECRET_IN_TEXT,
    (_all, param?: string, token?: string, feedPath?: string, feedToken?: string, ics?: string) =>
      param !== undefined && token !== undefined
        ? `${param}${maskSecret(token)}`
        : `${feedPath}${maskSecret(feedToken ?? '')}${ics}`,
  );
}

/** A deep copy of `value` with every secret string field masked, and the secrets of links in any text. */
export function maskSecrets(value: unknown): unknown {
  if (typeof value === 'string') return maskSecretsInText(value);
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = typeof v === 'string' && SECRET_KEY.test(key) ? maskSecret(v) : maskSecrets(v);
  }
  return out;
}
