import { CALENDAR_FEED_PATH, tokenOfFeedFile } from '@crewline/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { calendarFeedFor } from './calendar-feed.service';

interface Deps {
  config: Config;
  db: Db;
  now: () => Date;
}

/** Nothing about why: an unknown, replaced or revoked link all look the same. */
const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/** GET /calendar/<token>.ics: the employee's schedule for calendar apps, opened by the secret alone. */
export async function calendarFeedRoutes(app: FastifyInstance, { config, db, now }: Deps) {
  // A personal schedule behind a secret address: never kept by a cache, never sent on as a referrer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
  });

  app.get<{ Params: { file: string } }>(`${CALENDAR_FEED_PATH}/:file`, async (request, reply) => {
    const token = tokenOfFeedFile(request.params.file);
    const ics = token === undefined ? undefined : await calendarFeedFor(db, token, now(), config.timeZone);
    if (ics === undefined) return notFound(reply);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="crewline.ics"')
      .send(ics);
  });
  // Deeper paths are no feed either (and not the app shell).
  app.get(`${CALENDAR_FEED_PATH}/*`, async (_request, reply) => notFound(reply));
}
