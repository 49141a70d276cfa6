import { STATUS_CODES } from 'node:http';
import {
  EXEC_BASE_PATH,
  NO_CHALLENGE_HEADER,
  type ServiceDef,
  SIGN_IN_TEXTS,
  UNATTENDED_HEADER,
} from '@crewline/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowAppOrigins } from '../lib/cors';
import { endOfTurn } from '../lib/end-of-turn';
import { selfOrigin } from '../lib/origin';
import { failureEnvelope } from './envelope';
import { InputError, RefusalError } from './errors';
import { type ExecAnswer, type ExecDeps, failureAnswer, runService } from './pipeline';
import { describeRequestError, isRequestError } from './request-errors';

const LOGIN_SERVICE = 'mta_login';

/** The service of a call: the path parameter, or the last segment of a service's own route. */
const serviceOf = (request: FastifyRequest) =>
  (request.params as { service?: string } | undefined)?.service ??
  request.routeOptions.url?.slice(EXEC_BASE_PATH.length) ??
  LOGIN_SERVICE;

/** POST /ServiceManager/Macro/ExecMacro/:service — thin: the pipeline does the work. */
export async function execRoutes(app: FastifyInstance, deps: ExecDeps) {
  const { config, services } = deps;
  let inFlight = 0;
  /** A service's own body limit (ServiceDef.bodyLimit) only ever raises BODY_LIMIT. */
  const bodyLimitOf = (def: ServiceDef | undefined) => Math.max(config.bodyLimit, def?.bodyLimit ?? 0);

  // Before load shedding, so a 503 (and a 401) reaches the app of another origin as what it is.
  allowAppOrigins(app, config, {
    paths: [`${EXEC_BASE_PATH}:service`],
    methods: ['POST'],
    allowHeaders: ['authorization', NO_CHALLENGE_HEADER.toLowerCase(), UNATTENDED_HEADER.toLowerCase(), 'content-type'],
    exposeHeaders: ['retry-after'],
  });

  // Load shedding: past MAX_IN_FLIGHT concurrent calls, answer 503 at once rather than queue.
  // JSON answers need no page policies, but they carry tickets and personal data: never
  // cached, never sniffed as something else. (Callback hooks: an async one costs a promise
  // per call on the hottest path.)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    if (inFlight >= config.maxInFlight) {
      const body = failureEnvelope(serviceOf(request), { Error: STATUS_CODES[503] ?? 'Service Unavailable' });
      reply.code(503).header('retry-after', '1').send(body);
      return;
    }
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
    });
    done();
  });

  /** Sends an answer; a 401 challenges for Basic credentials unless the app asked it not to. */
  const send = (request: FastifyRequest, reply: FastifyReply, answer: ExecAnswer) => {
    if (answer.status === 401 && request.headers[NO_CHALLENGE_HEADER.toLowerCase()] === undefined) {
      reply.header('www-authenticate', 'Basic realm="Crewline"');
    }
    return reply.code(answer.status).send(answer.body);
  };

  // Errors raised before the handler runs: unreadable bodies, the rate limit.
  app.setErrorHandler(async (err, request, reply) => {
    const service = serviceOf(request);
    const bodyLimit = request.routeOptions.bodyLimit ?? config.bodyLimit;
    const mapped = isRequestError(err) ? new InputError([describeRequestError(err, bodyLimit)]) : err;
    const answer = failureAnswer(mapped, service, request.log, {
      unlogged: Object.hasOwn(deps.services, service) && deps.services[service]?.unlogged === true,
    });
    return send(request, reply, answer);
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await runService(deps, {
      service: serviceOf(request),
      body: request.body,
      authorization: request.headers.authorization,
      unattended: request.headers[UNATTENDED_HEADER.toLowerCase()] === '1',
      origin: selfOrigin(config, request),
      userAgent: request.headers['user-agent'],
      log: request.log,
    });
    // Under load, answers written together cost the server far less CPU than one at a time
    // (bench/auth.bench.ts: about 40% less per cached signed-in call).
    await endOfTurn();
    return send(request, reply, answer);
  };

  app.post(`${EXEC_BASE_PATH}:service`, { bodyLimit: config.bodyLimit }, handle);
  // A service anyone may call without signing in (sign-in itself) is limited per address, so
  // nothing unauthenticated can be called, or write, without bound; it gets a route of its own
  // to carry the limit (static paths win over parameters). So does a service whose payload may
  // rightly be larger than BODY_LIMIT (the app's log), with its definition's limit.
  const perAddress = {
    max: config.loginRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new RefusalError(SIGN_IN_TEXTS.throttled, 429),
  };
  for (const [service, def] of Object.entries(services)) {
    const unauthenticated = def.role === 'public';
    if (def.bodyLimit === undefined && !unauthenticated) continue;
    app.post(
      `${EXEC_BASE_PATH}${service}`,
      { bodyLimit: bodyLimitOf(def), ...(unauthenticated ? { config: { rateLimit: perAddress } } : {}) },
      handle,
    );
  }
}
