import { DATE_RANGE_PROBLEM, metaApp, RAW_ERRORS, readEnvelope, type ServiceName } from '@crewline/protocol';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SECOND_FACTOR_PASS_IDS } from '../../src/demo/demo-sign-ins';
import { MOCK_NOW, MOCK_TODAY } from '../../src/mocks/mock-clock';
import { MOCK_PASS_ID, type MockSample } from '../../src/mocks/mock-sample';
import { MOCK_SAMPLES } from '../../src/mocks/samples';
import { createTestDatabase, type TestDatabase } from '../helper';
import { basic, callService, EXEC, errorLines, signedIn, testApp } from '../support/app';
import { signedInWithSecondFactor } from '../support/second-factor';

type Sample = MockSample<ServiceName>;

/** What a client sends by mistake, or on purpose: out of range, wrong kind, impossible dates, too much. */
const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  '',
  ' ',
  'x'.repeat(20_000),
  '2026-02-30',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '0000-06-15T12:00:00Z',
  '2026-11-21T25:00:00Z',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '😀',
  [],
  [null],
  [-1],
  Array.from({ length: 2_000 }, (_, i) => i + 1),
  {},
];

/** A list thousands deep, as JSON text: a 10 KB body that once took the server's call stack. */
const DEEP = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
const DEEP_MARK = 'deep-value-here';

/** Every place in a request a value sits: each field, each array's first element, nested. */
function paths(value: unknown, at: readonly string[] = []): string[][] {
  const here = at.length > 0 ? [[...at]] : [];
  if (Array.isArray(value)) return value.length > 0 ? [...here, ...paths(value[0], [...at, '0'])] : here;
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  }
  return here;
}

const valueAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  );

/** `value` with what is at `path` replaced, or removed when `next` is undefined. */
function replaced(value: unknown, path: readonly string[], next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...(value as object) };
  if (rest.length === 0 && next === undefined) delete copy[head];
  else copy[head] = replaced(copy[head], rest, next);
  return copy;
}

const samples = (Object.entries(MOCK_SAMPLES) as [ServiceName, Sample][]).filter(
  ([service, sample]) => service !== 'mta_login' && !sample.endsSession,
);

describe('every service, given a request with a bad value anywhere', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  /** The server's log through every call: a bad value is the client's fault, never an error of the server's. */
  const lines: string[] = [];
  const sessions = new Map<string, { passId: string; ticket: string }>();
  const session = async (passId: string) => {
    let s = sessions.get(passId);
    if (!s) {
      s = DEMO_SECOND_FACTOR_PASS_IDS.includes(passId)
        ? (await signedInWithSecondFactor(app, passId, new Date(MOCK_NOW))).auth
        : await signedIn(app, passId);
      sessions.set(passId, s);
    }
    return s;
  };
  /**
   * Each sample's request as the mock generator sends it, with what its `prepare` makes (an
   * enrolment code) just before the first call, as there: a code made ends the one before.
   */
  const requests = new Map<ServiceName, Record<string, unknown>>();
  const requestOf = (service: ServiceName) => requests.get(service) ?? {};

  beforeAll(async () => {
    // The day and instant the samples are written for.
    database = await createTestDatabase({ today: MOCK_TODAY });
    app = await testApp({ db: database.db, now: () => new Date(MOCK_NOW), logTo: lines });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  afterEach(() => {
    expect(errorLines(lines.splice(0)), 'the server log').toEqual([]);
  });

  it('first answers each sample request, so the bad values reach past the door', async () => {
    for (const [service, sample] of samples) {
      const prepared = sample.prepare ? await sample.prepare(database.db, new Date(MOCK_NOW)) : {};
      requests.set(service, { ...sample.request, ...prepared });
      const res = await callService(app, service, requestOf(service), await session(sample.as ?? MOCK_PASS_ID));
      expect(readEnvelope(service, res.json())?.success, `${service}: ${res.body}`).toBe(true);
    }
  });

  it('answers in the envelope, in words: never a server error, never an internal fault', async () => {
    for (const [service, sample] of samples) {
      const auth = await session(sample.as ?? MOCK_PASS_ID);
      const where = paths(requestOf(service));
      if (where.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...where),
          fc.oneof(fc.constantFrom(...BAD_VALUES, undefined), fc.jsonValue({ maxDepth: 2 })),
          async (path, value) => {
            const request = replaced(requestOf(service), path, value) as Record<string, unknown>;
            const res = await callService(app, service, request, auth);
            const answer = readEnvelope(service, res.json());
            const said = `${service} with ${path.join('.')} = ${JSON.stringify(value)?.slice(0, 80)}: ${res.body.slice(0, 300)}`;
            expect(res.statusCode, said).toBe(200);
            expect(answer, said).toBeDefined();
            expect(res.body, said).not.toContain(RAW_ERRORS.formError('').trim());
          },
        ),
        { numRuns: 12, seed: 20261121 },
      );
    }
  });

  it('holds every date of every sample to the agreed years, in words naming the field', async () => {
    let dates = 0;
    for (const [service, sample] of samples) {
      const auth = await session(sample.as ?? MOCK_PASS_ID);
      for (const path of paths(requestOf(service))) {
        const value = valueAt(requestOf(service), path);
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) continue;
        for (const year of ['0000', '1899', '2201']) {
          dates++;
          const request = replaced(requestOf(service), path, `${year}${value.slice(4)}`) as Record<string, unknown>;
          const res = await callService(app, service, request, auth);
          const said = `${service} with ${path.join('.')} in ${year}: ${res.body.slice(0, 300)}`;
          expect(readEnvelope(service, res.json())?.success, said).toBe(false);
          expect(res.body, said).toContain(`${path.join('.')}: ${DATE_RANGE_PROBLEM}`);
        }
      }
    }
    expect(dates).toBeGreaterThan(30);
  });

  it('refuses a value nested thousands deep in any field, in words', async () => {
    for (const [service, sample] of samples) {
      const auth = await session(sample.as ?? MOCK_PASS_ID);
      for (const path of [['deep'], ...paths(requestOf(service))]) {
        const withMark = JSON.stringify({
          meta: { app: metaApp() },
          ...(replaced(requestOf(service), path, DEEP_MARK) as object),
        });
        const res = await app.inject({
          method: 'POST',
          url: `${EXEC}${service}`,
          headers: {
            'content-type': 'application/json',
            'x-no-challenge': '1',
            authorization: basic(auth.passId, auth.ticket),
          },
          payload: withMark.replace(`"${DEEP_MARK}"`, DEEP),
        });
        const said = `${service} with ${path.join('.')} nested deep: ${res.body.slice(0, 300)}`;
        expect(res.statusCode, said).toBe(200);
        expect(readEnvelope(service, res.json())?.success, said).toBe(false);
        expect(res.body, said).not.toContain(RAW_ERRORS.formError('').trim());
      }
    }
  });
});
