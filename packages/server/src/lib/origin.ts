import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { parseOrigin } from './parse-origin';

/**
 * The host a request was sent to: its Host header, or the X-Forwarded-Host of a proxy named in
 * TRUST_PROXY (Fastify's request.host applies that setting). The host guard judges this value and
 * every link is built from it: one decision, so a forwarded host the guard has not accepted can
 * never reach a link.
 */
export const requestHost = (request: FastifyRequest): string => request.host;

/** The scheme a request came in by: https only when it (or a trusted proxy) says so, else http. */
const requestScheme = (request: FastifyRequest): 'http' | 'https' => (request.protocol === 'https' ? 'https' : 'http');

/** This server's public origin: PUBLIC_URL when configured, else what the request was sent to. */
export function selfOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  return `${requestScheme(request)}://${requestHost(request)}`;
}

/**
 * The origins the app runs at: this server's own (the app it serves) and the shells'
 * (APP_ORIGINS). They may call the gateway and the services cross-origin, frame the
 * second-factor page and receive its message.
 */
export function appOrigins(config: Config, request: FastifyRequest): string[] {
  const self = selfOrigin(config, request);
  return [...new Set([parseOrigin(self) ?? self, ...config.appOrigins])];
}

/** Whether an Origin header names one of the app's origins. 'null' and anything unparsable never do. */
export function isAppOrigin(config: Config, request: FastifyRequest, origin: string): boolean {
  const normalized = parseOrigin(origin);
  return normalized !== undefined && appOrigins(config, request).includes(normalized);
}
