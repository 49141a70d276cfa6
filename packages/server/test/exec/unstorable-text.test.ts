import { randomUUID } from 'node:crypto';
import { UNSTORABLE_TEXT_PROBLEM, unstorableTextPaths } from '@crewline/protocol';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLogs, pushSubscriptions } from '../../src/db/schema';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { callService, signedIn, testApp } from '../support/app';

const NUL = '\u0000';
const LONE_HIGH = '\ud800';

describe('text the database cannot store', () => {
  it('finds NUL and unpaired surrogates anywhere in a request, and nothing else', () => {
    expect(unstorableTextPaths({ a: 'ok 😀 é', b: [1, true, null, 'fine'] })).toEqual([]);
    expect(
      unstorableTextPaths({
        a: `x${NUL}`,
        b: [{ c: `${LONE_HIGH}x` }],
        d: '\udc00',
        e: '😀'.slice(0, 1),
        [`k${NUL}`]: 'v',
      }),
    ).toEqual(['a', 'b.0.c', 'd', 'e', '(a field name)']);
  });

  describe('is refused at the boundary of every service, with nothing written', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let auth: { passId: string; ticket: string };
    beforeAll(async () => {
      database = await createTestDatabase();
      app = await testApp({ db: database.db });
      auth = await signedIn(app, '100001');
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    const refusal = async (service: string, payload: Record<string, unknown>) => {
      const res = await callService(app, service, payload, auth);
      const body = res.json();
      expect(body.success).toBe(false);
      return String(body.Response?.Error ?? body.message?.Error ?? JSON.stringify(body));
    };

    it('mta_appLog entries and device', async () => {
      const entry = { timestamp: `${TEST_TODAY}T14:00:00.000Z`, level: 'INFO', message: `bad ${NUL} text` };
      expect(await refusal('mta_appLog', { entries: [entry], batchId: randomUUID() })).toContain(
        `entries.0.message: ${UNSTORABLE_TEXT_PROBLEM}`,
      );
      const fine = { ...entry, message: 'fine' };
      expect(
        await refusal('mta_appLog', { entries: [fine], batchId: randomUUID(), device: `a${LONE_HIGH}` }),
      ).toContain(`device: ${UNSTORABLE_TEXT_PROBLEM}`);
      expect((await database.db.select({ n: count() }).from(appLogs))[0]?.n).toBe(0);
    });

    it('a push token', async () => {
      const message = await refusal('mta_subscribePushNotifications', {
        deviceId: randomUUID(),
        platform: 'android',
        token: `tok${NUL}en`,
      });
      expect(message).toContain(`token: ${UNSTORABLE_TEXT_PROBLEM}`);
      expect((await database.db.select({ n: count() }).from(pushSubscriptions))[0]?.n).toBe(0);
    });

    it('a public service too (sign-in)', async () => {
      const res = await callService(app, 'mta_login', {
        LOGIN_BLOCK_TI_PASS_0: '100001',
        LOGIN_BLOCK_TI_SOCSEC_0: `pw${NUL}`,
        LOGIN_BLOCK_LISTDB_0: 0,
      });
      expect(res.body).toContain(UNSTORABLE_TEXT_PROBLEM);
      expect(res.body).not.toContain('Remote system error');
    });
  });
});
