import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { HEALTH_PATH, healthRoutes } from '../../src/web/health.route';
import { createTestDatabase, type TestDatabase } from '../helper';
import { testApp } from '../support/app';
import { failingDb } from '../support/failing-db';

describe('the health check', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  it('answers 200 while the database answers, uncached, without a session', async () => {
    const app = await testApp({ db: database.db });
    const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', mode: 'demo' });
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it("answers a load balancer's probe by the instance's address, a host the app is not served at", async () => {
    const app = await testApp({ db: database.db, config: { allowedHosts: ['crew.agency.example'] } });
    const probe = await app.inject({ method: 'GET', url: HEALTH_PATH, headers: { host: '10.0.3.17:8080' } });
    expect(probe.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/docs', headers: { host: '10.0.3.17:8080' } });
    expect(page.statusCode).toBe(421);
    await app.close();
  });

  it('answers 503 when the database refuses, naming nothing but that', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' });
    const app = await testApp({ db: failingDb(refused) });
    const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable', mode: 'demo' });
    expect(res.body).not.toContain('10.0.0.7');
    await app.close();
  });

  it('answers 503 in its own time when the database does not answer at all', async () => {
    const silent = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const app = Fastify();
    await app.register(healthRoutes, { db: silent, mode: 'demo', timeoutMs: 50 });
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    await app.close();
  });
});
