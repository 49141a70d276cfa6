import { API_KEY_HEADER, GATEWAY_ENVIRONMENTS, GATEWAY_PATH } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { allowAppOrigins } from '../lib/cors';
import { selfOrigin } from '../lib/origin';
import { safeEqual } from '../lib/secrets';
import { environmentList } from './environments.service';

/** Two regional gateways (east, west) serve the same payload so the app can fail over. */
export async function gatewayRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const regions = ['east', 'west'] as const;
  const pathOf = (region: (typeof regions)[number]) => `${GATEWAY_PATH(region)}/${GATEWAY_ENVIRONMENTS}`;
  // The shells load the app from their own origin and fetch the environments from here.
  allowAppOrigins(app, config, { paths: regions.map(pathOf), methods: ['GET'], allowHeaders: [API_KEY_HEADER] });

  for (const region of regions) {
    app.get<{ Querystring: { version?: string } }>(pathOf(region), async (request, reply) => {
      const key = request.headers[API_KEY_HEADER];
      if (typeof key !== 'string' || key === '') {
        return reply.code(401).send({ error: `Missing ${API_KEY_HEADER} header` });
      }
      if (!safeEqual(key, config.gatewayApiKey)) {
        return reply.code(403).send({ error: `Wrong ${API_KEY_HEADER}` });
      }
      reply.header('cache-control', 'no-store');
      return environmentList(config, request.query.version, selfOrigin(config, request));
    });
  }
}
