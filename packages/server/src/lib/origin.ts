import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** This server's public origin: PUBLIC_URL when configured, else what the request was sent to. */
export function selfOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
}

/** Origins that may frame the second-factor page and receive its message. */
export function appOrigins(config: Config, request: FastifyRequest): string[] {
  return config.appOrigins.length > 0 ? config.appOrigins : [selfOrigin(config, request)];
}
