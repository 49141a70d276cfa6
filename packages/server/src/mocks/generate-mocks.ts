import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EXEC_BASE_PATH,
  MOCK_BASE_PATH,
  metaApp,
  readEnvelope,
  SECOND_FACTOR_PATH,
  SECOND_FACTOR_TOKEN_PARAM,
  SERVICES,
  type ServiceName,
  secondFactorMessageSchema,
} from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { demoTotpSecret } from '../demo/demo-sign-ins';
import { DEFAULT_SEED, SIZE_PRESETS, seedDemoAgency } from '../demo/seed';
import { sha256 } from '../lib/secrets';
import { SECOND_FACTOR_MESSAGE_ID, sessionRef } from '../modules/auth';
import { MOCK_NOW, MOCK_TODAY } from './mock-clock';
import { MOCK_PASS_ID, type MockSample } from './mock-sample';
import { MOCK_SAMPLES } from './samples';

const LOGIN: ServiceName = 'mta_login';

/** Where the app's dev server finds them: packages/app/public/{MOCK_BASE_PATH}. */
export const MOCKS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../app/public', MOCK_BASE_PATH);

/** What stands in for the values that differ on every run. */
export const MOCK_TICKET = 'mock-ticket';
export const MOCK_TRANSACTION_ID = 'mock-transaction-id';
/** The browser the mock employee signs in with (Signed-in devices shows it). */
const MOCK_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
/** The stand-in of a session's reference in mta_sessions (16 hex digits, as the real ones). */
export const MOCK_SESSION_REF = '0123456789abcdef';

type AnySample = MockSample<ServiceName>;

/** The file of one service's mock, as the app fetches it: assets/mocks/{service}.json. */
export const mockFileName = (service: string) => `${service}.json`;

/** Fails unless the sample table and the registry name the very same services. */
export function checkSamples(
  services: readonly string[] = Object.keys(SERVICES),
  samples: Readonly<Record<string, unknown>> = MOCK_SAMPLES,
): void {
  const missing = services.filter((s) => !Object.hasOwn(samples, s));
  const unknown = Object.keys(samples).filter((s) => !services.includes(s));
  const problems = [
    ...(missing.length ? [`no mock sample for ${missing.join(', ')}: add one to src/mocks/samples.ts`] : []),
    ...(unknown.length ? [`mock samples for services not in the registry: ${unknown.join(', ')}`] : []),
  ];
  if (problems.length) throw new Error(`Cannot generate the mock files:\n  ${problems.join('\n  ')}`);
}

/** Plain JSON with every object's keys sorted, so a file only changes when an answer does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

/** Replaces every occurrence of the run's tickets and transaction ids in the strings of `value`. */
function replaceStrings(value: unknown, replacements: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') {
    let s = value;
    for (const [from, to] of replacements) if (from !== '') s = s.split(from).join(to);
    return s;
  }
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, replacements));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, replacements)]));
}

/** The run's answers, made deterministic: volatile Elements fields get fixed stand-ins. */
function fixVolatile(service: string, body: unknown, sample: AnySample): unknown {
  const fields = sample.volatile ?? [];
  if (fields.length === 0) return body;
  const b = body as { Response: { Elements?: Record<string, unknown> } };
  const elements = b.Response.Elements;
  if (!elements) throw new Error(`${service}: the answer has no Elements to fix ${fields.join(', ')} in`);
  for (const field of fields) {
    if (!Object.hasOwn(elements, field)) throw new Error(`${service}: volatile field ${field} is not in its Elements`);
    elements[field] = `mock-${field}`;
  }
  return body;
}

interface Caller {
  app: FastifyInstance;
  db: Db;
  /** Tickets and transaction ids seen, by the stand-in that replaces them. */
  replacements: Map<string, string>;
  sessions: Map<string, { ticket: string }>;
}

async function call(caller: Caller, service: string, sample: AnySample, passId?: string) {
  const session = passId === undefined ? undefined : caller.sessions.get(passId);
  const prepared = sample.prepare ? await sample.prepare(caller.db, new Date(MOCK_NOW)) : {};
  const payload = { meta: { app: metaApp() }, ...sample.request, ...prepared };
  const def = SERVICES[service as ServiceName];
  const valid = def.request.safeParse(payload);
  if (!valid.success) throw new Error(`${service}: the mock sample is not a valid request: ${valid.error.message}`);
  const res = await caller.app.inject({
    method: 'POST',
    url: `${EXEC_BASE_PATH}${service}`,
    headers: {
      'x-no-challenge': '1',
      'user-agent': MOCK_USER_AGENT,
      ...(session ? { authorization: `Basic ${Buffer.from(`${passId}:${session.ticket}`).toString('base64')}` } : {}),
    },
    payload,
  });
  const body: unknown = res.json();
  const read = readEnvelope(service, body);
  if (res.statusCode !== 200 || !read?.success) {
    throw new Error(`${service}: the sample call failed (HTTP ${res.statusCode}): ${res.body}`);
  }
  const elements = def.elements.safeParse(read.elements);
  if (!elements.success) throw new Error(`${service}: the answer does not match its Elements schema`);
  if (read.message.ticket) {
    caller.replacements.set(read.message.ticket, MOCK_TICKET);
    caller.replacements.set(sessionRef(sha256(read.message.ticket)), MOCK_SESSION_REF);
  }
  if (read.message.transactionId) caller.replacements.set(read.message.transactionId, MOCK_TRANSACTION_ID);
  return body;
}

/** A demo sign-in's second factor (the pick office's): its code by the mock clock, posted to the page; the ticket it gives. */
async function secondFactorTicket(caller: Caller, passId: string, url: string): Promise<string> {
  const token = new URL(url).searchParams.get(SECOND_FACTOR_TOKEN_PARAM) ?? '';
  const code = await generate({
    secret: demoTotpSecret(DEFAULT_SEED, passId),
    epoch: Math.floor(new Date(MOCK_NOW).getTime() / 1000),
  });
  const res = await caller.app.inject({
    method: 'POST',
    url: SECOND_FACTOR_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, code }).toString(),
  });
  const posted = new RegExp(
    `<script type="application/json" id="${SECOND_FACTOR_MESSAGE_ID}">([\\s\\S]*?)</script>`,
  ).exec(res.body)?.[1];
  const message = posted ? secondFactorMessageSchema.safeParse(JSON.parse(posted)) : undefined;
  const response = message?.success && 'serviceResponse' in message.data ? message.data.serviceResponse : undefined;
  return readEnvelope(LOGIN, response)?.message.ticket ?? '';
}

/** Signs a demo employee in the way the app does; the answer is mta_login's. */
async function signIn(caller: Caller, passId: string) {
  const login = MOCK_SAMPLES.mta_login as AnySample;
  const request = { ...login.request, LOGIN_BLOCK_TI_PASS_0: passId } as AnySample['request'];
  const body = await call(caller, LOGIN, { ...login, request });
  const read = readEnvelope(LOGIN, body);
  const url = (read?.elements as { DUO_AUTH_URL?: string } | undefined)?.DUO_AUTH_URL ?? '';
  const ticket = url === '' ? (read?.message.ticket ?? '') : await secondFactorTicket(caller, passId, url);
  if (ticket === '') throw new Error(`sign-in of ${passId} gave no ticket: pick another sign-in`);
  caller.replacements.set(ticket, MOCK_TICKET);
  caller.replacements.set(sessionRef(sha256(ticket)), MOCK_SESSION_REF);
  caller.sessions.set(passId, { ticket });
  return body;
}

/**
 * The answers of every registry service for the demo agency on MOCK_TODAY at MOCK_NOW, as
 * the app receives them, by service name. Signs in as the mock employee like the app does,
 * then calls each service with its sample; tickets, transaction ids and volatile fields are
 * replaced by fixed stand-ins.
 */
export async function generateMocks(): Promise<Map<string, string>> {
  checkSamples();
  const database = await openDatabase({ memory: true });
  // app.inject's Host.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    APP_DIST: '/nonexistent/crewline-mocks',
    ALLOWED_HOSTS: 'localhost:80',
  });
  let app: FastifyInstance | undefined;
  try {
    await seedDemoAgency(database.db, { today: MOCK_TODAY, timeZone: config.timeZone, size: SIZE_PRESETS.small });
    app = await buildApp({ config, database, now: () => new Date(MOCK_NOW) });
    const caller: Caller = { app, db: database.db, replacements: new Map(), sessions: new Map() };
    const answers = new Map<string, unknown>();

    // The mock employee's sign-in is mta_login's own mock.
    answers.set(LOGIN, await signIn(caller, MOCK_PASS_ID));

    const rest = (Object.keys(SERVICES) as ServiceName[]).filter((s) => s !== LOGIN);
    const ordered = [
      ...rest.filter((s) => !(MOCK_SAMPLES[s] as AnySample).endsSession),
      ...rest.filter((s) => (MOCK_SAMPLES[s] as AnySample).endsSession),
    ];
    for (const service of ordered) {
      const sample = MOCK_SAMPLES[service] as AnySample;
      const passId = sample.as ?? MOCK_PASS_ID;
      if (!caller.sessions.has(passId)) await signIn(caller, passId);
      const body = await call(caller, service, sample, passId);
      answers.set(service, fixVolatile(service, body, sample));
      if (sample.endsSession) caller.sessions.delete(passId);
    }

    const files = new Map<string, string>();
    for (const service of Object.keys(SERVICES).sort()) {
      const fixed = sortKeys(replaceStrings(answers.get(service), caller.replacements));
      files.set(mockFileName(service), `${JSON.stringify(fixed, null, 2)}\n`);
    }
    return files;
  } finally {
    await app?.close();
    await database.close();
  }
}

/** Writes the mock files into `dir`, and removes mock files of services that no longer exist. */
export async function writeMocks(dir: string): Promise<string[]> {
  const files = await generateMocks();
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.json') && !files.has(name)) rmSync(join(dir, name));
  }
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  return [...files.keys()];
}
