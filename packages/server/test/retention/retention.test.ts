import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { appLogs, secondFactorTokens, sessions, unknownSignInFailures } from '../../src/db/schema';
import { sha256 } from '../../src/lib/secrets';
import { pruneExpired, RETENTION_PERIOD_MS, runRetention } from '../../src/modules/retention/retention.service';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';

const NOW = new Date(`${TEST_TODAY}T12:00:00Z`);
const DAYS = 30;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

describe('the retention job', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const countOf = async (
    table: typeof appLogs | typeof sessions | typeof secondFactorTokens | typeof unknownSignInFailures,
  ) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('keeps RETENTION_DAYS (90 by default)', () => {
    expect(loadConfig({}).retentionDays).toBe(90);
    expect(loadConfig({ RETENTION_DAYS: '7' }).retentionDays).toBe(7);
    expect(() => loadConfig({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/);
  });

  it('prunes app logs, sessions over, used or expired second-factor tokens and unknown pass ids counters older than the period, and nothing newer', async () => {
    const db = database.db;
    const session = async (createdAt: Date, expiresAt: Date, endedAt: Date | null) => {
      const [row] = await db
        .insert(sessions)
        .values({
          ticketHash: sha256(randomUUID()),
          passId: '100001',
          transactionId: 'tx',
          createdAt,
          lastSeenAt: createdAt,
          expiresAt,
          endedAt,
        })
        .returning({ id: sessions.id });
      return row?.id as number;
    };
    const log = (sessionId: number, receivedAt: Date) =>
      db.insert(appLogs).values({
        passId: '100001',
        sessionId,
        receivedAt,
        reference: `LOG-${randomUUID().slice(0, 10)}`,
        entryCount: 1,
        entries: [{ timestamp: receivedAt.toISOString(), level: 'INFO', message: 'm' }],
      });
    const baseline = {
      appLogs: await countOf(appLogs),
      sessions: await countOf(sessions),
      tokens: await countOf(secondFactorTokens),
      unknown: await countOf(unknownSignInFailures),
    };

    const endedLongAgo = await session(daysAgo(40), daysAgo(39), daysAgo(39.5));
    await session(daysAgo(45), daysAgo(44), null); // expired long ago, never ended
    const endedRecently = await session(daysAgo(10), daysAgo(9), daysAgo(9.5));
    const live = await session(NOW, new Date(NOW.getTime() + 3600_000), null);
    await log(endedLongAgo, daysAgo(39.6));
    await log(endedRecently, daysAgo(9.6));
    await log(live, NOW);
    const token = (createdAt: Date, expiresAt: Date, usedAt: Date | null) =>
      db
        .insert(secondFactorTokens)
        .values({ tokenHash: sha256(randomUUID()), passId: '100002', createdAt, expiresAt, usedAt });
    await token(daysAgo(40), daysAgo(40), daysAgo(40)); // used long ago
    await token(daysAgo(35), daysAgo(35), null); // expired long ago, never used
    await token(NOW, new Date(NOW.getTime() + 300_000), null); // fresh
    await db.insert(unknownSignInFailures).values([
      { passId: '99990001', failedLogins: 3, failedWindowStart: daysAgo(50), lockedUntil: null },
      { passId: '99990002', failedLogins: 5, failedWindowStart: daysAgo(50), lockedUntil: daysAgo(2) },
      { passId: '99990003', failedLogins: 1, failedWindowStart: daysAgo(1), lockedUntil: null },
    ]);

    const pruned = await pruneExpired(db, NOW, DAYS);
    expect(pruned).toEqual({ appLogs: 1, sessions: 2, secondFactorTokens: 2, unknownPassIdCounters: 1 });
    expect(await countOf(appLogs)).toBe(baseline.appLogs + 2);
    expect(await countOf(sessions)).toBe(baseline.sessions + 2);
    expect(await countOf(secondFactorTokens)).toBe(baseline.tokens + 1);
    expect(await countOf(unknownSignInFailures)).toBe(baseline.unknown + 2);
    // Run again: nothing more to prune.
    expect(await pruneExpired(db, NOW, DAYS)).toEqual({
      appLogs: 0,
      sessions: 0,
      secondFactorTokens: 0,
      unknownPassIdCounters: 0,
    });
  });

  it('runs once per database a day, however many processes check in at once', async () => {
    const checkIns = await Promise.all(Array.from({ length: 5 }, () => runRetention(database.db, NOW, DAYS)));
    expect(checkIns.filter((r) => r !== undefined)).toHaveLength(1);
    expect(
      await runRetention(database.db, new Date(NOW.getTime() + RETENTION_PERIOD_MS - 60_000), DAYS),
    ).toBeUndefined();
    const nextDay = await Promise.all(
      Array.from({ length: 3 }, () => runRetention(database.db, new Date(NOW.getTime() + RETENTION_PERIOD_MS), DAYS)),
    );
    expect(nextDay.filter((r) => r !== undefined)).toHaveLength(1);
  });
});
