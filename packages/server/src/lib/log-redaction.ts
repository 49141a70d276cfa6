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
