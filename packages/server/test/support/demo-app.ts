import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helper';
import { testApp } from './app';
import { type TestClock, testClock } from './clock';

export interface DemoApp {
  database: TestDatabase;
  app: FastifyInstance;
  clock: TestClock;
}

/**
 * For the enclosing describe block: the demo agency as seeded for `today` and one app on a clock
 * from `start` (by default 15:00 UTC that day, 10 or 11 in the morning at the agency), closed
 * after the block. Read `database` and `app` inside tests and hooks: they are there once the
 * block has begun (this block's own beforeAll hooks run after this one).
 */
export function demoAppOn(today: string, { start = `${today}T15:00:00Z` }: { start?: string | Date } = {}): DemoApp {
  const demo = { clock: testClock(start) } as DemoApp;
  beforeAll(async () => {
    demo.database = await createTestDatabase({ today });
    demo.app = await testApp({ db: demo.database.db, now: demo.clock.now });
  });
  afterAll(async () => {
    await demo.app?.close();
    await demo.database?.close();
  });
  return demo;
}
