import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEMO_PASSWORD } from '../../src/demo/demo-sign-ins';
import { errorForLog } from '../../src/lib/log-redaction';
import { sha256 } from '../../src/lib/secrets';
import { createTestDatabase } from '../helper';
import { callService, login, signedIn, testConfig } from '../support/app';
import { testClock } from '../support/clock';

describe('the server log during a database outage', () => {
  const lines: string[] = [];
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it('names failed statements but never holds a ticket, its hash, a push token or a password', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database,
      // The seed's day, not today's: the demo passwords expire days after it (100001's in ten).
      now: testClock(`${database.today}T15:00:00Z`).now,
      logStream: { write: (line) => lines.push(line) },
    });
    cleanup.push(() => app.close());
    const maria = await signedIn(app, '100001');
    const robert = await signedIn(app, '200001');
    const token = `push-${randomUUID()}`;
    const subscribe = () =>
      callService(app, 'mta_subscribePushNotifications', { deviceId: randomUUID(), platform: 'android', token }, maria);
    expect((await subscribe()).json().success).toBe(true); // Maria's session is now in the session cache

    await database.close(); // the outage
    await subscribe(); // the session comes from the cache; the write that fails holds the push token
    await callService(app, 'mta_loginTicket', {}, robert); // the session read carries the ticket's hash
    await login(app, '100001', DEMO_PASSWORD);

    const log = lines.join('');
    for (const secret of [
      maria.ticket,
      sha256(maria.ticket),
      robert.ticket,
      sha256(robert.ticket),
      token,
      DEMO_PASSWORD,
    ]) {
      expect(log).not.toContain(secret);
    }
    // The failed statements are there, by their text.
    expect(log).toMatch(/statement failed/);
    expect(log).toMatch(/"statement":"select \\"sessions\\"/);
  });

  it('keeps the classes and SQLSTATE of a failed statement, without its parameters or driver message', () => {
    const driver = Object.assign(new Error('invalid input syntax for type integer: "secret-value"'), { code: '22P02' });
    const failed = Object.assign(
      new Error('Failed query: select 1 where x = $1\nparams: secret-value', { cause: driver }),
      {
        name: 'DrizzleQueryError',
        query: 'select 1 where x = $1',
        params: ['secret-value'],
      },
    );
    const logged = errorForLog(new Error('wrapped', { cause: failed }));
    expect(JSON.stringify(logged)).not.toContain('secret-value');
    expect(logged).toMatchObject({
      type: 'Error < DrizzleQueryError < Error',
      statement: 'select 1 where x = $1',
      code: '22P02',
    });
  });
});
