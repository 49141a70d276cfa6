import { metaApp, type ServiceDef } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import { DbHealth } from '../../src/db/health';
import type { Database } from '../../src/db/types';
import { DEMO_PASSWORD } from '../../src/demo/demo-sign-ins';
import type { HandlerRegistry } from '../../src/exec/handlers';
import { TEST_TODAY } from '../helper';

/** The defaults, quiet, with no built app and a sign-in rate limit tests never reach. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      APP_DIST: '/nonexistent/crewline-dist',
      LOGIN_RATE_LIMIT: '10000',
      // The clock as of the day the test databases are seeded, running on from there: the demo
      // passwords expire days after it, and a test must pass on any day of the year.
      AS_OF: TEST_TODAY,
      // What app.inject sends as Host.
      ALLOWED_HOSTS: 'localhost:80',
    }),
    ...overrides,
  };
}

export interface TestAppOptions {
  db: Db;
  dbHealth?: DbHealth;
  config?: Partial<Config>;
  now?: () => Date;
  services?: Readonly<Record<string, ServiceDef>>;
  extend?: (handlers: HandlerRegistry) => void;
  /** The database's LISTEN: without it the records cache serves nothing and other processes' logouts wait for the session cache time. */
  listen?: Database['listen'];
  /** Keeps the server log (info and above) in these lines for the test to read (errorLines); quiet otherwise. */
  logTo?: string[];
}

export function testApp(opts: TestAppOptions): Promise<FastifyInstance> {
  const lines = opts.logTo;
  return buildApp({
    config: testConfig({ ...(lines ? { logLevel: 'info' } : {}), ...opts.config }),
    database: { db: opts.db, health: opts.dbHealth ?? new DbHealth(), listen: opts.listen },
    now: opts.now,
    services: opts.services,
    extend: opts.extend,
    ...(lines ? { logStream: { write: (line: string) => lines.push(line) } } : {}),
  });
}

/** Log lines of the server's own errors, or with a stack trace: none for anything a client sends. */
export const errorLines = (lines: readonly string[]) =>
  lines.filter((line) => /"level":(50|60)|"stack":"[^"]/.test(line));

export const EXEC = '/ServiceManager/Macro/ExecMacro/';

export function basic(passId: string, ticket: string): string {
  return `Basic ${Buffer.from(`${passId}:${ticket}`).toString('base64')}`;
}

/** POST a service the way the app does (JSON, X-No-Challenge, ticket when given). */
export function callService(
  app: FastifyInstance,
  service: string,
  payload: Record<string, unknown> = {},
  auth?: { passId: string; ticket: string },
) {
  return app.inject({
    method: 'POST',
    url: `${EXEC}${service}`,
    headers: { 'x-no-challenge': '1', ...(auth ? { authorization: basic(auth.passId, auth.ticket) } : {}) },
    payload: { meta: { app: metaApp() }, ...payload },
  });
}

/** What the app sends to sign in. */
export function loginRequest(passId: string, password: string = DEMO_PASSWORD) {
  return {
    LOGIN_BLOCK_TI_PASS_0: passId,
    LOGIN_BLOCK_TI_SOCSEC_0: password,
    LOGIN_BLOCK_LISTDB_0: 0,
    Version: '2.5.1-Desktop',
    Platform: 'ionic',
  };
}

export function login(app: FastifyInstance, passId: string, password: string = DEMO_PASSWORD) {
  return callService(app, 'mta_login', loginRequest(passId, password));
}

/** Signs in a demo employee without a second factor and returns the ticket. */
export async function signedIn(app: FastifyInstance, passId: string) {
  const res = await login(app, passId);
  const ticket = res.json().Response.Elements?.AP_TICKET;
  if (res.statusCode !== 200 || typeof ticket !== 'string' || ticket === '') {
    throw new Error(`sign-in of ${passId} failed: ${res.body}`);
  }
  return { passId, ticket };
}
