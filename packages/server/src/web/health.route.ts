import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Mode } from '../config';
import type { Db } from '../db/client';

/** Where a load balancer or a process supervisor asks whether this server can serve. */
export const HEALTH_PATH = '/health';

/** Longer than a healthy database ever takes to answer `select 1`, shorter than a probe's own timeout. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
  /** Whether this is the demo or a production server (docs/deploying.md#production-mode). */
  mode: Mode;
}

/** Whether the database answers within the time; never throws. */
async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), timeoutMs);
  });
  const asked = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health: 200 while the database answers, 503 while it does not, so a load balancer sends
 * employees only to a server that can serve them. Says nothing else about the server than its
 * mode; never cached.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, mode, timeoutMs = HEALTH_DATABASE_TIMEOUT_MS }: { db: Db; mode: Mode; timeoutMs?: number },
) {
  app.get(HEALTH_PATH, async (_request, reply) => {
    const ok = await databaseAnswers(db, timeoutMs);
    const health: Health = ok
      ? { status: 'ok', database: 'ok', mode }
      : { status: 'unavailable', database: 'unreachable', mode };
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
}
