import { RAW_ERRORS, request, SERVICES, type ServiceDef, SIGN_IN_TEXTS } from '@crewline/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../helper';
import { callService, testApp } from '../support/app';

const LIMIT = 3;
/** The registry, and one more service anyone may call without signing in (a later public one). */
const WITH_PUBLIC: Record<string, ServiceDef> = {
  ...SERVICES,
  test_open: { role: 'public', summary: 'test', request: request({}), elements: z.object({ ok: z.literal(true) }) },
};

describe('what can be called without signing in', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    app = await testApp({
      db: database.db,
      services: WITH_PUBLIC,
      config: { loginRateLimit: LIMIT },
      extend: (handlers) => handlers.register('test_open', async () => ({ ok: true })),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is limited per address, every public service of the registry', async () => {
    const publicServices = Object.entries(WITH_PUBLIC).filter(([, def]) => def.role === 'public');
    expect(publicServices.map(([name]) => name)).toEqual([
      'mta_login',
      'mta_enrolStart',
      'mta_enrolFinish',
      'test_open',
    ]);
    for (const [service] of publicServices) {
      for (let i = 0; i < LIMIT; i++) expect((await callService(app, service, {})).statusCode, service).toBe(200);
      const over = await callService(app, service, {});
      expect(over.statusCode, service).toBe(429);
      expect(over.body).toContain(JSON.stringify(RAW_ERRORS.nonEmptyOutput(SIGN_IN_TEXTS.throttled)).slice(1, -1));
    }
  });
});
