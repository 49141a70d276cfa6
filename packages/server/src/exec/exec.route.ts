import { STATUS_CODES } from 'node:http';
import { EXEC_BASE_PATH, NO_CHALLENGE_HEADER, SIGN_IN_TEXTS } from '@crewline/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { selfOrigin } from '../lib/origin';
import { failureEnvelope } from './envelope';
import { InputError, RefusalError } from './errors';
import { type ExecDeps, failureAnswer, runService } from './pipeline';
import { describeRequestError, isRequestError } from './request-errors';

const LOGIN_SERVICE = 'mta_login';

const serviceOf = (request: FastifyRequest) =>
  (request.params as { service?: string } | undefined)?.service ?? LOGIN_SERVICE;

/** POST /ServiceManager/Macro/ExecMacro/:service — thin: the pipeline does the work. */
export async function execRoutes(app: FastifyInstance, deps: ExecDeps) {
  const { config } = deps;
  let inFlight = 0;

  // Load shedding: past MAX_IN_FLIGHT concurrent calls, answer 503 at once rather than queue.
  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= config.maxInFlight) {
      const body = failureEnvelope(serviceOf(request), { Error: STATUS_CODES[503] ?? 'Service Unavailable' });
      return reply.code(503).header('retry-after', '1').send(body);
    }
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
    });
  });

  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 401 && request.headers[NO_CHALLENGE_HEADER.toLowerCase()] === undefined) {
      reply.header('www-authenticate', 'Basic realm="Crewline"');
    }
  });

  // Errors raised before the handler runs: unreadable bodies, the rate limit.
  app.setErrorHandler(async (err, request, reply) => {
    const service = serviceOf(request);
    const mapped = isRequestError(err) ? new InputError([describeRequestError(err, config.bodyLimit)]) : err;
    const answer = failureAnswer(mapped, service, request.log);
    return reply.code(answer.status).send(answer.body);
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await runService(deps, {
      service: serviceOf(request),
      body: request.body,
      authorization: request.headers.authorization,
      origin: selfOrigin(config, request),
      log: request.log,
    });
    return reply.code(answer.status).send(answer.body);
  };

  app.post(`${EXEC_BASE_PATH}:service`, { bodyLimit: config.bodyLimit }, handle);
  // Sign-in has its own route only to carry the per-IP rate limit; static paths win over parameters.
  app.post(
    `${EXEC_BASE_PATH}${LOGIN_SERVICE}`,
    {
      bodyLimit: config.bodyLimit,
      config: {
        rateLimit: {
          max: config.loginRateLimit,
          timeWindow: 60_000,
          errorResponseBuilder: () => new RefusalError(SIGN_IN_TEXTS.throttled, 429),
        },
      },
    },
    handle,
  );
}
