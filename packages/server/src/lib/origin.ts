import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The origin of a URL as a browser sends it in the Origin header, or undefined when `url`
 * names none. WHATWG URL gives non-web schemes (app://crewline of the desktop shell,
 * capacitor://localhost of iOS) the opaque origin 'null', so those are built from scheme
 * and host; a URL without a host (or with credentials) names no origin at all.
 */
export function parseOrigin(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.origin !== 'null') return parsed.origin;
  if (parsed.host === '' || parsed.username !== '' || parsed.password !== '') return undefined;
  return `${parsed.protocol}//${parsed.host}`.toLowerCase();
}

/** This server's public origin: PUBLIC_URL when configured, else what the request was sent to. */
export function selfOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
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
