import { randomUUID } from 'node:crypto';
import {
  APP_LOG_BODY_LIMIT,
  APP_LOG_TEXTS,
  appLogElements,
  LOG_CAPACITY,
  LOG_MESSAGE_MAX,
  type LogEntry,
  RAW_ERRORS,
  SERVICES,
} from '@crewline/protocol';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appLogs } from '../../src/db/schema';
import { failureAnswer, loggableError } from '../../src/exec/pipeline';
import { findAppLogByReference } from '../../src/modules/app-log/app-log.repository';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, signedIn, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { parseEnvelope } from '../support/envelope';

const LIMIT = 3;

const entry = (i: number, overrides: Partial<LogEntry> = {}): LogEntry => ({
  timestamp: `${TEST_TODAY}T14:00:${String(i % 60).padStart(2, '0')}.000Z`,
  level: 'INFO',
  message: `entry ${i}`,
  ...overrides,
});
const entries = (n: number) => Array.from({ length: n }, (_, i) => entry(i));

describe('mta_appLog', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = testClock(`${TEST_TODAY}T15:00:00Z`);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({
      db: database.db,
      now: clock.now,
      // Idle expiry well past the hour the limit counts over.
      config: { appLogHourlyLimit: LIMIT, sessionIdleSeconds: 3 * 3600 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(appLogs);
  });

  const send = (auth: { passId: string; ticket: string } | undefined, payload: Record<string, unknown>) =>
    callService(app, 'mta_appLog', payload, auth);
  const envelope = (body: unknown) => parseEnvelope('mta_appLog', appLogElements, body);
  const stored = async () => (await database.db.select({ n: count() }).from(appLogs))[0]?.n;

  it('stores the batch for the signed-in employee and answers its reference', async () => {
    const maria = await signedIn(app, '100001');
    const sent = [entry(1, { level: 'WARN', message: 'slow response' }), entry(2, { level: 'ERROR' }), entry(3)];
    const res = await send(maria, { entries: sent, batchId: randomUUID(), device: 'android 14' });
    expect(res.statusCode).toBe(200);
    const body = envelope(res.json());
    expect(body.success).toBe(true);
    expect(body.message.ticket).toBe(maria.ticket);
    expect(body.elements?.received).toBe(3);
    expect(body.elements?.reference).toMatch(/^LOG-[0-9A-F]{10}$/);

    const row = await findAppLogByReference(database.db, body.elements?.reference ?? '');
    expect(row).toMatchObject({ passId: '100001', device: 'android 14', entryCount: 3, entries: sent });
    expect(row?.receivedAt.toISOString()).toBe(clock.now().toISOString());
  });

  it('takes the employee from the session, never from the payload', async () => {
    const maria = await signedIn(app, '100001');
    const res = await send(maria, { entries: entries(1), passId: '200001', HEADER_PASS_0: '200001' });
    const reference = envelope(res.json()).elements?.reference ?? '';
    expect((await findAppLogByReference(database.db, reference))?.passId).toBe('100001');
  });

  it("keeps one employee's batch id apart from another's", async () => {
    const batchId = randomUUID();
    const maria = await signedIn(app, '100001');
    const rto = await signedIn(app, '200001');
    const a = envelope((await send(maria, { entries: entries(2), batchId })).json()).elements;
    const b = envelope((await send(rto, { entries: entries(4), batchId })).json()).elements;
    expect(a?.reference).not.toBe(b?.reference);
    expect(b?.received).toBe(4);
    expect((await findAppLogByReference(database.db, b?.reference ?? ''))?.passId).toBe('200001');
  });

  it('keeps a retried batch once, answers it the same, and does not count the retry', async () => {
    const maria = await signedIn(app, '100001');
    const batchId = randomUUID();
    const first = envelope((await send(maria, { entries: entries(5), batchId })).json());
    for (let i = 0; i < LIMIT + 1; i++) {
      const again = envelope((await send(maria, { entries: entries(5), batchId })).json());
      expect(again.success).toBe(true);
      expect(again.elements).toEqual(first.elements);
    }
    expect(await stored()).toBe(1);
    // A retry after signing in again (a new session) is still the same batch.
    const later = await signedIn(app, '100001');
    expect(envelope((await send(later, { entries: entries(5), batchId })).json()).elements).toEqual(first.elements);
    // The retries left the session's allowance alone.
    for (let i = 1; i < LIMIT; i++) expect((await send(maria, { entries: entries(1) })).json().success).toBe(true);
    expect(await stored()).toBe(LIMIT);
  });

  it('refuses an employee past the hourly limit with a clear text, and accepts again an hour on', async () => {
    const maria = await signedIn(app, '100001');
    for (let i = 0; i < LIMIT; i++) expect((await send(maria, { entries: entries(1) })).json().success).toBe(true);
    const refused = envelope((await send(maria, { entries: entries(1), batchId: randomUUID() })).json());
    expect(refused.success).toBe(false);
    expect(refused.message.Error).toBe(RAW_ERRORS.nonEmptyOutput(APP_LOG_TEXTS.tooMany(LIMIT)));
    expect(refused.elements).toBeUndefined();
    expect(await stored()).toBe(LIMIT);

    // Signing in again brings no new allowance: the limit is the employee's, not the session's.
    const again = await signedIn(app, '100001');
    expect(envelope((await send(again, { entries: entries(1) })).json()).message.Error).toBe(
      RAW_ERRORS.nonEmptyOutput(APP_LOG_TEXTS.tooMany(LIMIT)),
    );
    // Another employee has an allowance of their own.
    const robert = await signedIn(app, '200001');
    expect((await send(robert, { entries: entries(1) })).json().success).toBe(true);

    clock.advance(clock.minutes(61));
    expect((await send(maria, { entries: entries(1) })).json().success).toBe(true);
  });

  it("holds the limit and the single copy under concurrent calls of one employee's sessions", async () => {
    const sessions = await Promise.all([signedIn(app, '100001'), signedIn(app, '100001')]);
    const burst = await Promise.all(
      Array.from({ length: LIMIT + 3 }, (_, i) =>
        send(sessions[i % 2], { entries: entries(1) }).then((r) => r.json().success),
      ),
    );
    expect(burst.filter(Boolean)).toHaveLength(LIMIT);
    expect(await stored()).toBe(LIMIT);

    await database.db.delete(appLogs);
    const batchId = randomUUID();
    const again = await signedIn(app, '100001');
    const retries = await Promise.all(
      Array.from({ length: 4 }, () => send(again, { entries: entries(2), batchId }).then((r) => envelope(r.json()))),
    );
    expect(new Set(retries.map((r) => r.elements?.reference)).size).toBe(1);
    expect(await stored()).toBe(1);
  });

  it('accepts a full log of the longest messages, above the general body limit', async () => {
    const maria = await signedIn(app, '100001');
    const full = Array.from({ length: LOG_CAPACITY }, (_, i) => entry(i, { message: 'é'.repeat(LOG_MESSAGE_MAX) }));
    const res = await send(maria, { entries: full });
    expect(Buffer.byteLength(JSON.stringify(full))).toBeGreaterThan(64 * 1024);
    expect(envelope(res.json()).elements?.received).toBe(LOG_CAPACITY);
  });

  it('refuses a body over its own limit in plain words', async () => {
    const maria = await signedIn(app, '100001');
    const huge = Array.from({ length: 60 }, (_, i) => entry(i, { message: 'x'.repeat(6_000) }));
    const body = envelope((await send(maria, { entries: huge })).json());
    expect(body.message.PopupMessages).toEqual([
      `Request body: is larger than the limit of ${Math.round(APP_LOG_BODY_LIMIT / 1024)} KiB`,
    ]);
    expect(await stored()).toBe(0);
  });

  it.each([
    ['no entries', { entries: [] }, 'entries: must be at least 1'],
    ['too many entries', { entries: entries(LOG_CAPACITY + 1) }, `entries: must be at most ${LOG_CAPACITY}`],
    [
      'a wrong level',
      { entries: [entry(0, { level: 'FATAL' as 'INFO' })] },
      'entries.0.level: must be one of TRACE, DEBUG, INFO, WARN, ERROR',
    ],
    [
      'a huge message',
      { entries: [entry(0, { message: 'x'.repeat(LOG_MESSAGE_MAX + 1) })] },
      `entries.0.message: must be at most ${LOG_MESSAGE_MAX} characters`,
    ],
    [
      'a timestamp that is not ISO',
      { entries: [entry(0, { timestamp: 'yesterday' })] },
      'entries.0.timestamp: must be an ISO date and time',
    ],
    ['a batch id that is not a uuid', { entries: entries(1), batchId: 'retry-1' }, 'batchId: must be a UUID'],
    ['entries that are not a list', { entries: 'hello' }, 'entries: must be a list'],
    ['no entries field', {}, 'entries: is required'],
  ])('refuses %s with the problem in plain words and stores nothing', async (_name, payload, problem) => {
    const maria = await signedIn(app, '100001');
    const body = envelope((await send(maria, payload)).json());
    expect(body.success).toBe(false);
    expect(body.message.Error).toBe(RAW_ERRORS.popupOutput);
    expect(body.message.PopupMessages).toEqual([expect.stringContaining(problem)]);
    expect(await stored()).toBe(0);
  });

  it('answers 401 without a valid ticket and stores nothing', async () => {
    const none = await send(undefined, { entries: entries(1) });
    expect(none.statusCode).toBe(401);
    expect(envelope(none.json()).message.Error).toBe(RAW_ERRORS.authInvalid);
    const forged = await send({ passId: '100001', ticket: 'not-a-ticket' }, { entries: entries(1) });
    expect(forged.statusCode).toBe(401);
    expect(await stored()).toBe(0);
  });

  it('refuses a ticket presented with another pass id', async () => {
    const maria = await signedIn(app, '100001');
    const res = await send({ passId: '200001', ticket: maria.ticket }, { entries: entries(1) });
    expect(res.statusCode).toBe(401);
    expect(await database.db.select().from(appLogs).where(eq(appLogs.passId, '200001'))).toEqual([]);
  });
});

describe('mta_appLog and the server log', () => {
  const secret = 'entry text 4111-1111-1111-1111';
  const queryError = Object.assign(new Error(`Failed query: insert into "app_logs" ...\nparams: 100001,${secret}`), {
    name: 'DrizzleQueryError',
    query: 'insert into "app_logs" ("entries") values ($1)',
    params: ['100001', secret],
    cause: Object.assign(new Error(`invalid input: ${secret}`), { name: 'error', code: '22P02', detail: secret }),
  });

  function recordingLog() {
    const lines: unknown[] = [];
    const write = (obj: unknown, msg?: string) => lines.push({ obj, msg });
    const log = { error: write, warn: write, info: write, debug: write, trace: write, fatal: write };
    return { log: log as unknown as FastifyBaseLogger, text: () => JSON.stringify(lines) };
  }

  it('keeps the payload out of the log for an unlogged service, and only there', () => {
    expect(SERVICES.mta_appLog.unlogged).toBe(true);
    const quiet = recordingLog();
    const answer = failureAnswer(queryError, 'mta_appLog', quiet.log, { unlogged: true });
    expect(answer.body.success).toBe(false);
    expect(quiet.text()).not.toContain(secret);
    expect(quiet.text()).toContain('DrizzleQueryError');
    expect(quiet.text()).toContain('22P02');

    const loud = recordingLog();
    failureAnswer(queryError, 'mta_loginTicket', loud.log);
    expect(JSON.stringify(loggableError(queryError, false))).toBe(JSON.stringify(queryError));
  });

  it('keeps database faults of an unlogged service out of the log too', () => {
    const fault = Object.assign(new Error(`Failed query ... params: ${secret}`), {
      cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    });
    const quiet = recordingLog();
    const answer = failureAnswer(fault, 'mta_appLog', quiet.log, { unlogged: true });
    expect(answer.body.Response.mta_appLogMessage).toMatchObject({ Error: RAW_ERRORS.dbStarting });
    expect(quiet.text()).not.toContain(secret);
  });
});
