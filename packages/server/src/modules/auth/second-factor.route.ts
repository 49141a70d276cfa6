import { randomBytes, randomUUID } from 'node:crypto';
import {
  RAW_ERRORS,
  SECOND_FACTOR_ORIGIN_PARAM,
  SECOND_FACTOR_PATH,
  SECOND_FACTOR_RETURN_PATH,
  type SecondFactorMessage,
  SIGN_IN_TEXTS,
  secondFactorReturnUrl,
  userMessageFor,
} from '@crewline/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rawErrorForDbFault } from '../../db/faults';
import type { DbHealth } from '../../db/health';
import { describeRequestError, isRequestError } from '../../exec/request-errors';
import { appOrigins, isAppOrigin, selfOrigin } from '../../lib/origin';
import { parseOrigin } from '../../lib/parse-origin';
import { renderCodeForm, renderResultPage, renderReturnPage } from './second-factor.page';
import { isTokenUsable, verifySecondFactor } from './second-factor.service';

/** A code sent over the per-address limit. */
class CodeThrottled extends Error {
  readonly statusCode = 429;
  constructor(readonly token: unknown) {
    super('second-factor codes throttled');
  }
}

interface Deps {
  config: Config;
  db: Db;
  dbHealth: DbHealth;
  now: () => Date;
}

/**
 * Where the result page posts its message: the app origin the page was opened from (the app
 * adds it to the address, SECOND_FACTOR_ORIGIN_PARAM), when it is one of the app's origins;
 * an app that does not say (an older version) gets every app origin, as before.
 */
function messageOrigins(config: Config, request: FastifyRequest): string[] {
  const asked = openerOrigin(config, request);
  return asked ? [asked] : appOrigins(config, request);
}

function openerOrigin(config: Config, request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[SECOND_FACTOR_ORIGIN_PARAM];
  if (typeof value !== 'string' || !isAppOrigin(config, request, value)) return undefined;
  return parseOrigin(value);
}

/** The form posts back to the page's own address, keeping the app origin it was opened from. */
function formAction(config: Config, request: FastifyRequest): string {
  const origin = openerOrigin(config, request);
  return origin
    ? `${SECOND_FACTOR_PATH}?${SECOND_FACTOR_ORIGIN_PARAM}=${encodeURIComponent(origin)}`
    : SECOND_FACTOR_PATH;
}

/** Headers of every second-factor page: framable by the app's origins only, nothing external. */
function sendPage(request: FastifyRequest, reply: FastifyReply, config: Config, render: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  const ancestors = ["'self'", ...appOrigins(config, request)].join(' ');
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors ${ancestors}`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(render(nonce));
}

function failurePage(request: FastifyRequest, reply: FastifyReply, config: Config, error: string) {
  const text = userMessageFor({ Error: error, PopupMessages: [], StatusBarMessages: [] })?.message ?? error;
  const message: SecondFactorMessage = { error };
  return sendPage(request, reply, config, (nonce) =>
    renderResultPage({
      nonce,
      message,
      targetOrigins: messageOrigins(config, request),
      returnUrl: secondFactorReturnUrl(selfOrigin(config, request), message),
      title: 'Sign-in not completed',
      text,
    }),
  );
}

export async function secondFactorRoutes(app: FastifyInstance, { config, db, dbHealth, now }: Deps) {
  // A fault still answers a page that tells the app, never a bare 500.
  app.setErrorHandler(async (err, request, reply) => {
    if (err instanceof CodeThrottled) {
      const token = typeof err.token === 'string' ? err.token : '';
      reply.code(429);
      return sendPage(request, reply, config, (nonce) =>
        renderCodeForm({
          nonce,
          action: formAction(config, request),
          token,
          error: SIGN_IN_TEXTS.secondFactorThrottled,
        }),
      );
    }
    // What the client sent could not be read (a body too large, too deep, not the form): said
    // on the page in words, and nothing for the server log.
    if (isRequestError(err)) {
      reply.code(err.statusCode);
      const said = describeRequestError(err, request.routeOptions.bodyLimit ?? config.bodyLimit);
      return failurePage(request, reply, config, RAW_ERRORS.nonEmptyOutput(said));
    }
    const dbError = rawErrorForDbFault(err, dbHealth);
    const reference = randomUUID().slice(0, 8);
    request.log.error({ err, reference }, 'second-factor page failed');
    return failurePage(request, reply, config, dbError ?? RAW_ERRORS.formError(reference));
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(SECOND_FACTOR_RETURN_PATH, async (request, reply) => sendPage(request, reply, config, renderReturnPage));

  app.get<{ Querystring: { token?: string } }>(SECOND_FACTOR_PATH, async (request, reply) => {
    const token = request.query.token ?? '';
    if (token === '' || !(await isTokenUsable(db, token, now()))) {
      return failurePage(request, reply, config, RAW_ERRORS.sessionNotFound);
    }
    return sendPage(request, reply, config, (nonce) =>
      renderCodeForm({ nonce, action: formAction(config, request), token }),
    );
  });

  // Codes are limited per address as sign-ins are; counted once the body is read, so the form
  // comes back with its token and the person can try again after the minute.
  const rateLimit = {
    max: config.loginRateLimit,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    errorResponseBuilder: (request: FastifyRequest) => new CodeThrottled((request.body as { token?: unknown })?.token),
  };
  app.post<{ Body: { token?: unknown; code?: unknown } }>(
    SECOND_FACTOR_PATH,
    { config: { rateLimit } },
    async (request, reply) => {
      const body = request.body ?? {};
      const token = typeof body.token === 'string' ? body.token : '';
      const code = typeof body.code === 'string' ? body.code : '';
      if (token === '') return failurePage(request, reply, config, RAW_ERRORS.sessionNotFound);

      const outcome = await verifySecondFactor(db, token, code, now(), config);
      switch (outcome.kind) {
        case 'wrongCode':
          return sendPage(request, reply, config, (nonce) =>
            renderCodeForm({ nonce, action: formAction(config, request), token, error: outcome.message }),
          );
        case 'failed':
          return failurePage(request, reply, config, outcome.error);
        case 'signedIn': {
          const signedIn: SecondFactorMessage = { serviceResponse: { Response: outcome.response } };
          return sendPage(request, reply, config, (nonce) =>
            renderResultPage({
              nonce,
              message: signedIn,
              targetOrigins: messageOrigins(config, request),
              returnUrl: secondFactorReturnUrl(selfOrigin(config, request), signedIn),
              title: 'Verified',
              text: 'You are signed in. This window can be closed.',
            }),
          );
        }
      }
    },
  );
}
