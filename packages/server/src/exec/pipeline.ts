import { randomUUID } from 'node:crypto';
import {
  RAW_ERRORS,
  roleAllows,
  type ServiceDef,
  UNSTORABLE_TEXT_PROBLEM,
  unstorableTextPaths,
} from '@crewline/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rawErrorForDbFault } from '../db/faults';
import type { DbHealth } from '../db/health';
import { Budget, BudgetExceeded } from './budget';
import { failureEnvelope, type Reply, successEnvelope } from './envelope';
import { AuthError, ForbiddenError, InputError, ServiceError, WarnedRefusal } from './errors';
import { type Authenticate, type HandlerRegistry, type Session, Ticketed } from './handlers';
import { inMaintenance } from './maintenance';
import { describeIssues } from './validation';

export interface ExecDeps {
  config: Config;
  db: Db;
  dbHealth: DbHealth;
  now: () => Date;
  services: Readonly<Record<string, ServiceDef>>;
  handlers: HandlerRegistry;
  /** The session of an Authorization header (the auth module's, given by app.ts). */
  authenticate: Authenticate;
}

export interface ExecCall {
  service: string;
  body: unknown;
  authorization: string | undefined;
  /** Made while nobody used the app (UNATTENDED_HEADER): it leaves the session's idle time running. */
  unattended?: boolean;
  origin: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

export interface ExecAnswer {
  status: number;
  body: Reply;
}

/** One budget queue per budget length (a server has one; tests may build several). */
const budgets = new Map<number, Budget>();
function budgetOf(ms: number): Budget {
  let budget = budgets.get(ms);
  if (!budget) {
    budget = new Budget(ms);
    budgets.set(ms, budget);
  }
  return budget;
}

export interface FailureContext {
  session?: Session;
  dbHealth?: DbHealth;
  /** The service's payload must never reach the server log (ServiceDef.unlogged). */
  unlogged?: boolean;
}

/**
 * What the server log may hold of an error. For an unlogged service only its kind, code and
 * statement: drizzle's query errors carry the bound parameters in their message, and the
 * driver's own messages and details may quote values of the payload.
 */
export function loggableError(err: unknown, unlogged: boolean): unknown {
  if (!unlogged || typeof err !== 'object' || err === null) return err;
  const e = err as { name?: unknown; query?: unknown; code?: unknown; cause?: { code?: unknown; name?: unknown } };
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    code: e.code ?? e.cause?.code,
    cause: typeof e.cause?.name === 'string' ? e.cause.name : undefined,
    query: typeof e.query === 'string' ? e.query : undefined,
    redacted: 'message and parameters withheld: the service is unlogged',
  };
}

/** Turns anything thrown into the envelope: typed refusals as they are, database faults to their raw error. */
export function failureAnswer(
  err: unknown,
  service: string,
  log: FastifyBaseLogger,
  { session, dbHealth, unlogged = false }: FailureContext = {},
): ExecAnswer {
  if (err instanceof ServiceError) {
    if (err instanceof WarnedRefusal) log.warn({ service, ...err.detail }, err.warning);
    return {
      status: err.httpStatus,
      body: failureEnvelope(service, { Error: err.error, PopupMessages: err.popupMessages }, session),
    };
  }
  if (err instanceof BudgetExceeded) {
    log.warn({ service }, 'service over its time budget');
    return { status: 200, body: failureEnvelope(service, { Error: RAW_ERRORS.serviceTimeout }, session) };
  }
  const dbError = rawErrorForDbFault(err, dbHealth);
  if (dbError) {
    log.warn({ service, err: loggableError(err, unlogged) }, `database fault: ${dbError}`);
    return { status: 200, body: failureEnvelope(service, { Error: dbError }, session) };
  }
  const reference = randomUUID().slice(0, 8);
  log.error({ service, reference, err: loggableError(err, unlogged) }, 'unexpected error in service');
  return {
    status: 200,
    body: failureEnvelope(service, { StatusBarMessages: [RAW_ERRORS.formError(reference)] }, session),
  };
}

/** One ExecMacro call, from the raw body to the envelope. Never throws. */
export async function runService(deps: ExecDeps, call: ExecCall): Promise<ExecAnswer> {
  const { config, db, services, handlers, authenticate } = deps;
  const now = deps.now();
  const { service } = call;
  let session: Session | undefined;
  let unlogged = false;
  try {
    if (inMaintenance(config.maintenanceWindows, now, config.timeZone)) {
      throw new ServiceError(RAW_ERRORS.scheduledDowntime);
    }
    const def = Object.hasOwn(services, service) ? services[service] : undefined;
    const handler = handlers.get(service);
    if (!def || !handler) throw new ServiceError(RAW_ERRORS.serviceNotFound);
    unlogged = def.unlogged === true;

    return await budgetOf(config.serviceBudgetMs).within(
      (async () => {
        if (def.role !== 'public') {
          session = await authenticate(call.authorization, now, call.unattended === true);
          if (!session) throw new AuthError();
          if (!roleAllows(def.role, session.subject)) throw new ForbiddenError();
        }
        if (typeof call.body !== 'object' || call.body === null || Array.isArray(call.body)) {
          throw new InputError(['Request body: must be a JSON object sent as application/json']);
        }
        const unstorable = unstorableTextPaths(call.body);
        if (unstorable.length > 0) throw new InputError(unstorable.map((p) => `${p}: ${UNSTORABLE_TEXT_PROBLEM}`));
        const parsed = def.request.safeParse(call.body);
        if (!parsed.success) throw new InputError(describeIssues(parsed.error, call.body));
        // One object shape for every call (a public service's session is simply undefined): the
        // service functions' property reads stay monomorphic on the hottest path.
        const answer = await handler(
          { db, now, config, origin: call.origin, userAgent: call.userAgent, session },
          parsed.data,
        );
        const result = answer instanceof Ticketed ? answer : { elements: answer };
        return { status: 200, body: successEnvelope(service, result, session) };
      })(),
    );
  } catch (err) {
    return failureAnswer(err, service, call.log, { session, dbHealth: deps.dbHealth, unlogged });
  }
}
