import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helper';
import { basic, EXEC, errorLines, signedIn, testApp } from '../support/app';

const DEEP = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

/** Requests anyone can send, to every kind of route: each is answered, none is an error of the server's. */
const HOSTILE: InjectOptions[] = [
  {
    method: 'POST',
    url: '/auth/second-factor',
    headers: { 'content-type': 'application/json' },
    payload: `{"token":${DEEP}}`,
  },
  {
    method: 'POST',
    url: '/auth/second-factor',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `token=x&code=${'1'.repeat(200_000)}`,
  },
  {
    method: 'POST',
    url: '/auth/second-factor',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '%%%',
  },
  { method: 'POST', url: '/auth/second-factor', headers: { 'content-type': 'text/plain' }, payload: 'x' },
  { method: 'GET', url: '/auth/second-factor?token=%E0%A4%A' },
  { method: 'GET', url: '/auth/second-factor?token[]=a&token[]=b' },
  { method: 'GET', url: '/calendar/%00.ics' },
  { method: 'GET', url: `/calendar/${'a'.repeat(5_000)}.ics` },
  {
    method: 'GET',
    url: '/gateway/east/mta_getEnvironments?version[]=1',
    headers: { 'x-api-key': 'crewline-demo-key' },
  },
  { method: 'GET', url: '/docs/%E0' },
  { method: 'GET', url: '/%E0%A4%A' },
  { method: 'POST', url: `${EXEC}mta_login`, headers: { 'content-type': 'text/plain' }, payload: 'x' },
  {
    method: 'POST',
    url: `${EXEC}mta_login`,
    headers: { 'content-type': 'application/json' },
    payload: '{"__proto__":{"x":1}}',
  },
  {
    method: 'POST',
    url: `${EXEC}mta_login`,
    headers: { 'content-type': 'application/json' },
    payload: '{"constructor":{"prototype":{"x":1}}}',
  },
  {
    method: 'POST',
    url: `${EXEC}mta_login`,
    headers: { 'content-type': 'application/json' },
    payload: `{"x":${DEEP}}`,
  },
  {
    method: 'POST',
    url: `${EXEC}mta_login`,
    headers: { 'content-type': 'application/json' },
    payload: 'x'.repeat(200_000),
  },
  {
    method: 'POST',
    url: `${EXEC}mta_loginTicket`,
    headers: { authorization: `Basic ${'A'.repeat(10_000)}` },
    payload: {},
  },
  { method: 'POST', url: `${EXEC}mta_loginTicket`, headers: { authorization: basic('100001', '\u0000') }, payload: {} },
  { method: 'POST', url: `${EXEC}__proto__`, payload: { meta: { app: 'x' } } },
  { method: 'POST', url: `${EXEC}mta_trainingDetailsByDate`, payload: { meta: { app: 'x' }, date: '0000-01-01' } },
  { method: 'OPTIONS', url: `${EXEC}mta_login`, headers: { origin: 'null', 'access-control-request-method': 'POST' } },
];

describe('requests a client can send', () => {
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

  it('are answered below 500 and leave no error and no stack trace in the server log', async () => {
    const auth = await signedIn(app, '100001');
    for (const request of HOSTILE) {
      const signedInCall = String(request.url).startsWith(`${EXEC}mta_training`);
      const res = await app.inject(
        signedInCall
          ? { ...request, headers: { ...request.headers, authorization: basic(auth.passId, auth.ticket) } }
          : request,
      );
      expect(
        res.statusCode,
        `${request.method} ${String(request.url).slice(0, 60)}: ${res.body.slice(0, 200)}`,
      ).toBeLessThan(500);
      expect(res.body).not.toContain('FRM-40735');
    }
    expect(errorLines(lines)).toEqual([]);
  });
});
