import { CALENDAR_FEED_PATH, SECOND_FACTOR_PATH } from '@crewline/protocol';
import type { FastifyRequest } from 'fastify';

/** Paths whose rest, or whose query, is a secret (a calendar feed token, a second-factor token). */
const SECRET_PATHS = [CALENDAR_FEED_PATH, SECOND_FACTOR_PATH];

/** The URL as the server log may show it: secrets in paths and queries replaced. */
export function redactUrl(url: string): string {
  for (const path of SECRET_PATHS) {
    if (url === path || !url.startsWith(path)) continue;
    const rest = url.charAt(path.length);
    if (rest === '/' || rest === '?') return `${path}${rest}[redacted]`;
  }
  return url;
}

/** Fastify's request log line, with the URL redacted. */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

type ErrorLike = Error & { query?: unknown; params?: unknown; code?: unknown };

const causesOf = (err: unknown): ErrorLike[] => {
  const chain: ErrorLike[] = [];
  for (let e = err; e instanceof Error && chain.length < 10; e = e.cause) chain.push(e as ErrorLike);
  return chain;
};

/**
 * An error as the server log shows it. A failed statement (drizzle's DrizzleQueryError, whose
 * message carries the parameters, and the driver's error under it, whose message may quote a
 * value) is logged by its statement text, error classes and SQLSTATE only: never a parameter
 * value (ticket hashes, push tokens, pass ids).
 */
export function errorForLog(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  const chain = causesOf(err);
  const failed = chain.find((e) => typeof e.query === 'string' || 'params' in e);
  if (!failed) {
    if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
    const e = err as ErrorLike;
    return { type: e.name, message: e.message, code: e.code, stack: e.stack ?? '' };
  }
  return {
    type: chain.map((e) => e.name).join(' < '),
    message: 'statement failed (parameters and driver message withheld)',
    statement: typeof failed.query === 'string' ? failed.query : undefined,
    code: chain.map((e) => e.code).find((c) => typeof c === 'string'),
    stack: '',
  };
}
