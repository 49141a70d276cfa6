import { RAW_ERRORS, REQUEST_DEPTH_MAX, unstorableTextPaths } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../src/lib/json-body';
import { createTestDatabase, type TestDatabase } from '../helper';
import { basic, EXEC, errorLines, signedIn, testApp } from '../support/app';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('the nesting of a JSON body', () => {
  it('is read from the text, brackets inside strings not counted', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan(deepObject(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(`{"text":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"text":"a\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan('{"text":"a\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan(`[[${nested(1)}],[${nested(1)}]]`, 3)).toBe(false);
  });

  it('never costs the storable-text walk its call stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const found = unstorableTextPaths({ entries: deep });
    expect(found).toHaveLength(1);
    expect(found[0]?.startsWith('entries.0.0.0.')).toBe(true);
  });
});

describe('a body nested deeper than REQUEST_DEPTH_MAX', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await testApp({ db: database.db, logTo: lines });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const send = (service: string, body: string, authorization?: string) =>
    app.inject({
      method: 'POST',
      url: `${EXEC}${service}`,
      headers: {
        'content-type': 'application/json',
        'x-no-challenge': '1',
        ...(authorization ? { authorization } : {}),
      },
      payload: body,
    });
  const depthRefusal = `Request body: nests lists and objects more than ${REQUEST_DEPTH_MAX} deep`;

  it('is refused in words, before sign-in and after, with no internal fault and no stack in the log', async () => {
    const auth = await signedIn(app, '100001');
    const bodies = [
      `{"meta":{"app":"Crewline"},"x":${nested(5_000)}}`,
      `{"meta":{"app":"Crewline"},"x":${deepObject(5_000)}}`,
      `{"meta":{"app":"Crewline"},"x":${nested(REQUEST_DEPTH_MAX)}}`,
    ];
    for (const [service, authorization] of [
      ['mta_login', undefined],
      ['mta_appLog', basic(auth.passId, auth.ticket)],
      ['mta_timecard', basic(auth.passId, auth.ticket)],
      ['mta_noSuchService', undefined],
    ] as const) {
      for (const body of bodies) {
        const res = await send(service, body, authorization);
        expect(res.statusCode, `${service}: ${res.body}`).toBe(200);
        expect(res.json().success).toBe(false);
        expect(res.body).toContain(depthRefusal);
        expect(res.body).not.toContain(RAW_ERRORS.formError('').trim());
      }
    }
    expect(errorLines(lines)).toEqual([]);
  });

  it('takes a body nested as deep as the limit to its service', async () => {
    const res = await send(
      'mta_login',
      `{"meta":{"app":"Crewline"},"LOGIN_BLOCK_TI_PASS_0":"1","LOGIN_BLOCK_TI_SOCSEC_0":"x","LOGIN_BLOCK_LISTDB_0":0,"x":${nested(REQUEST_DEPTH_MAX - 1)}}`,
    );
    expect(res.body).not.toContain(depthRefusal);
    expect(res.json().success).toBe(false);
  });
});
