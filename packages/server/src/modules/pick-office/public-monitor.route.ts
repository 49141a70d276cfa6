import { PUBLIC_MONITOR_PATH } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { MONITOR_CSP, publicMonitorView } from './public-monitor';
import { monitorOffPage, publicMonitorPage } from './public-monitor.page';

/** GET /monitor/<code>: the depot's public bid monitor, plain HTML without sign-in; 404 while it is off. */
export async function publicMonitorRoutes(
  app: FastifyInstance,
  { config, db, now }: { config: Config; db: Db; now: () => Date },
) {
  app.get<{ Params: { code: string } }>(`${PUBLIC_MONITOR_PATH}/:code`, async (request, reply) => {
    const view = await publicMonitorView(db, request.params.code, now(), config.timeZone);
    reply
      .header('content-security-policy', MONITOR_CSP)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    if (!view) return reply.code(404).send(monitorOffPage());
    return reply.send(publicMonitorPage(view));
  });
}
