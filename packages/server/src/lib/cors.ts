import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isAppOrigin } from './origin';

export interface CorsPolicy {
  /** The routes' paths: each gets an OPTIONS route that answers the preflight. */
  paths: readonly string[];
  methods: readonly string[];
  /** Request headers the app sends beyond the CORS-safelisted ones. */
  allowHeaders: readonly string[];
  /** Response headers the app may read beyond the safelisted ones. */
  exposeHeaders?: readonly string[];
}

/** How long a browser may reuse a preflight answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin access for the app's own origins only (lib/origin.ts appOrigins), on the
 * routes of the plugin it is called in. The origin is echoed, never `*`; no credentials
 * header is sent, because the app authenticates with an explicit Authorization header,
 * not cookies. Other origins get no CORS headers, so their browsers keep the answer from
 * them, and their preflights are refused.
 */
export function allowAppOrigins(app: FastifyInstance, config: Config, policy: CorsPolicy): void {
  // onRequest, before any other hook of the plugin: refusals (401, 503) must be readable too.
  // A callback hook: it runs on every service call, and an async one costs a promise each time.
  const exposed = policy.exposeHeaders?.join(', ') ?? '';
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin !== undefined && isAppOrigin(config, request, origin)) {
      reply.header('access-control-allow-origin', origin);
      if (exposed !== '') reply.header('access-control-expose-headers', exposed);
    }
    done();
  });

  for (const path of policy.paths) {
    app.options(path, async (request, reply) => {
      const origin = request.headers.origin;
      if (origin === undefined || !isAppOrigin(config, request, origin)) {
        return reply.code(403).send({ error: `Origin ${origin ?? '(none)'} may not call this server` });
      }
      return reply
        .code(204)
        .header('access-control-allow-methods', policy.methods.join(', '))
        .header('access-control-allow-headers', policy.allowHeaders.join(', '))
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    });
  }
}
