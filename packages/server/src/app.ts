import { randomUUID } from 'node:crypto';
import { SERVICES, type ServiceDef } from '@crewline/protocol';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { docsRoutes } from './docs/docs.route';
import { recordsCacheOf } from './exec/cached-records';
import { execRoutes } from './exec/exec.route';
import { HandlerRegistry, type HandlersOf } from './exec/handlers';
import { RECORDS_CHANGED_CHANNEL } from './exec/records-cache';
import { gatewayRoutes } from './gateway/gateway.route';
import { hostChecker, listeningHosts } from './lib/allowed-hosts';
import { parseJsonBodies } from './lib/json-body';
import { lazyChildLogger } from './lib/lazy-child-logger';
import { errorForLog, requestForLog } from './lib/log-redaction';
import { requestHost } from './lib/origin';
import { APP_LOG_HANDLERS } from './modules/app-log';
import {
  AUTH_HANDLERS,
  authenticate,
  forgetAllSessions,
  forgetSession,
  SESSIONS_ENDED_CHANNEL,
  secondFactorRoutes,
} from './modules/auth';
import { CALENDAR_FEED_HANDLERS, calendarFeedRoutes } from './modules/calendar-feed';
import { DEVICE_HANDLERS } from './modules/devices';
import { LEAVE_HANDLERS } from './modules/leave';
import { MY_TIME_HANDLERS } from './modules/my-time';
import { NOTIFICATION_HANDLERS } from './modules/notifications';
import { OT_AVAILABILITY_HANDLERS } from './modules/ot-availability';
import { ledgerRoutes, PICK_CHANGED_CHANNEL, roundProjectionsOf } from './modules/pick';
import { PICK_BOARD_HANDLERS, RTO_PICK_BOARD_HANDLERS } from './modules/pick-board';
import { PICK_OFFICE_HANDLERS, publicMonitorRoutes } from './modules/pick-office';
import { PICK_PREFERENCE_HANDLERS } from './modules/pick-preferences';
import { PICK_RESULT_HANDLERS } from './modules/pick-results';
import { PICKED_JOB_HANDLERS } from './modules/picked-jobs';
import { SCHEDULED_ASSIGNMENT_HANDLERS } from './modules/scheduled-assignments';
import { TIMECARD_HANDLERS } from './modules/timecard';
import { TRAINING_HANDLERS } from './modules/training';
import { VACATION_RELIEF_HANDLERS } from './modules/vacation-relief';
import { HEALTH_PATH, healthRoutes } from './web/health.route';
import { staticRoutes } from './web/static.route';

export interface BuildAppOptions {
  config: Config;
  /** Without `listen`, sessions ended by another process are seen within the session cache time. */
  database: Pick<Database, 'db' | 'health'> & Partial<Pick<Database, 'listen'>>;
  /** The clock; tests inject one. Default: the configuration's (AS_OF, or the real time). */
  now?: () => Date;
  /**
   * The service catalogue; defaults to the protocol registry. It must keep the registry's roles
   * for the registry's services: a signed-in service's function is typed to always get a session.
   */
  services?: Readonly<Record<string, ServiceDef>>;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Adds handlers after the modules' own (tests register extra services here). */
  extend?: (handlers: HandlerRegistry) => void;
}

/** A service function for every service of the registry: one left out does not compile. */
const MODULE_HANDLERS: HandlersOf<typeof SERVICES> = {
  ...AUTH_HANDLERS,
  ...APP_LOG_HANDLERS,
  ...TIMECARD_HANDLERS,
  ...SCHEDULED_ASSIGNMENT_HANDLERS,
  ...CALENDAR_FEED_HANDLERS,
  ...LEAVE_HANDLERS,
  ...PICKED_JOB_HANDLERS,
  ...PICK_BOARD_HANDLERS,
  ...RTO_PICK_BOARD_HANDLERS,
  ...PICK_PREFERENCE_HANDLERS,
  ...VACATION_RELIEF_HANDLERS,
  ...TRAINING_HANDLERS,
  ...MY_TIME_HANDLERS,
  ...PICK_RESULT_HANDLERS,
  ...PICK_OFFICE_HANDLERS,
  ...OT_AVAILABILITY_HANDLERS,
  ...DEVICE_HANDLERS,
  ...NOTIFICATION_HANDLERS,
};

export function allHandlers(): HandlerRegistry {
  return new HandlerRegistry().add(MODULE_HANDLERS);
}

/**
 * Without PUBLIC_URL the links the server builds take the request's host (requestHost: a
 * trusted proxy's forwarded host included): only the hosts it is configured for (ALLOWED_HOSTS)
 * or listens on are answered; any other gets 421.
 */
function guardHost(app: FastifyInstance, config: Config): void {
  let allowed: ((host: string | undefined) => boolean) | undefined;
  app.addHook('onRequest', (request, reply, done) => {
    if (!allowed) {
      const address = app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : config.port;
      allowed = hostChecker(config.allowedHosts.length > 0 ? config.allowedHosts : listeningHosts(config.host, port));
    }
    // A load balancer's probe names the instance's own address; the health answer builds no link.
    if (allowed(requestHost(request)) || request.url.split('?')[0] === HEALTH_PATH) return done();
    reply.code(421).send({ error: 'Misdirected request: this server does not answer for that host.' });
  });
}

/** The whole server, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const db = options.database.db;
  const now = options.now ?? config.clock;
  const services = options.services ?? SERVICES;
  const handlers = allHandlers();
  options.extend?.(handlers);

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: (req) => requestForLog(req as FastifyRequest), err: errorForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimit,
    // X-Forwarded-* only from the configured proxies (TRUST_PROXY); from anyone else they are ignored.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // One line per request is noise at this volume; debug level brings it back.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    childLoggerFactory: lazyChildLogger,
  });

  if (!config.publicUrl) guardHost(app, config);
  parseJsonBodies(app);
  await app.register(rateLimit, { global: false });
  if (options.database.listen) {
    const records = recordsCacheOf(db, config.recordsCacheEntries);
    const rounds = roundProjectionsOf(db);
    const stops = [
      await options.database.listen(SESSIONS_ENDED_CHANNEL, {
        onMessage: (ticketHash) => forgetSession(db, config, ticketHash),
        onConnected: () => forgetAllSessions(db, config),
      }),
      // Without a listener the records cache serves nothing (it never hears of a change).
      await options.database.listen(RECORDS_CHANGED_CHANNEL, {
        onMessage: (passIds) => records.changed(passIds),
        onConnected: () => records.listening(),
        onLost: () => records.deaf(),
      }),
      // Without a listener each projection checks its round's version in the database.
      await options.database.listen(PICK_CHANGED_CHANNEL, {
        onMessage: (roundIds) => rounds.changed(roundIds),
        onConnected: () => rounds.listening(),
        onLost: () => rounds.deaf(),
      }),
    ];
    app.addHook('onClose', async () => {
      records.deaf();
      rounds.deaf();
      for (const stop of stops) await stop();
    });
  }
  app.setErrorHandler(async (err, request, reply) => {
    const status = typeof err === 'object' && err !== null && 'statusCode' in err ? Number(err.statusCode) : 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: (err as Error).message });
    const reference = randomUUID().slice(0, 8);
    request.log.error({ err, reference }, 'unexpected error');
    return reply.code(500).send({ error: 'Internal error', reference });
  });

  // The service calls and the second-factor page set their own headers; helmet's hooks would
  // run on every service call only to be skipped (a measurable share of a cached call).
  await app.register(execRoutes, {
    config,
    db,
    dbHealth: options.database.health,
    now,
    services,
    handlers,
    authenticate: (authorization, at, unattended) => authenticate(db, authorization, at, config, { unattended }),
  });
  await app.register(secondFactorRoutes, { config, db, dbHealth: options.database.health, now });
  await app.register(healthRoutes, { db, mode: config.mode });
  // Everything else gets helmet's browser policies: the app, the API reference, the gateway, the feed.
  await app.register(async (pages) => {
    await registerHelmet(pages, config);
    await pages.register(gatewayRoutes, { config });
    await pages.register(calendarFeedRoutes, { config, db, now });
    await pages.register(ledgerRoutes, { db });
    await pages.register(publicMonitorRoutes, { config, db, now });
    await pages.register(docsRoutes, { config, services });
    await staticRoutes(pages, { appDist: config.appDist });
  });
  return app;
}

/** The browser policies (CSP and the rest) of the pages the server serves. */
async function registerHelmet(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ionic injects its component styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The app frames the second-factor page of its own origin (desktop sign-in).
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Served over plain HTTP on a LAN in the demo; HSTS there would lock browsers out.
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? undefined : false,
  });
}
