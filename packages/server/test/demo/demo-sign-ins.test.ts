import { addDays } from '@crewline/protocol';
import { verify as verifyPassword } from '@node-rs/argon2';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { generate, verify as verifyTotp } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import { employees, medicalAppointments, pickPeriods, pickTurns } from '../../src/db/schema';
import { ALL_DEMO_SIGN_INS, DEMO_PASSWORD, demoTotpSecret } from '../../src/demo/demo-sign-ins';
import { DEFAULT_SEED, seedInstant } from '../../src/demo/seed';
import { DEMO_SECRET_KEY, secretBox } from '../../src/lib/secret-box';
import { createTestDatabase, describeEachDemoDay, type TestDatabase } from '../helper';

describeEachDemoDay('the six demo sign-ins', (today) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ today });
  });
  afterAll(() => t.close());

  const DEMO_IDS = ALL_DEMO_SIGN_INS.map((d) => d.passId);

  async function demo(passId: string) {
    const [row] = await t.db.select().from(employees).where(eq(employees.passId, passId));
    if (!row) throw new Error(`demo sign-in ${passId} missing`);
    return row;
  }

  /** The employee's first pick turn still to come when the seed's data stands. */
  async function upcomingTurn(passId: string) {
    const rows = await t.db
      .select({ turnAt: pickTurns.turnAt })
      .from(pickTurns)
      .innerJoin(pickPeriods, eq(pickPeriods.id, pickTurns.pickPeriodId))
      .where(eq(pickTurns.passId, passId));
    return rows.find((r) => r.turnAt > seedInstant(t.today, DEFAULT_TIME_ZONE));
  }

  const daysUntilExpiry = (row: { passwordExpiresOn: string | null }) =>
    row.passwordExpiresOn === null ? undefined : (Date.parse(row.passwordExpiresOn) - Date.parse(t.today)) / 86_400_000;

  it('all exist, sign in with the demo password, and are the only employees with a password', async () => {
    const withPassword = await t.db
      .select({ passId: employees.passId, hash: employees.passwordHash })
      .from(employees)
      .where(isNotNull(employees.passwordHash));
    expect(withPassword.map((r) => r.passId).sort()).toEqual([...DEMO_IDS].sort());
    for (const { hash } of withPassword) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(hash as string, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(hash as string, 'transit-demo!')).toBe(false);
    }
  });

  it('100001: DOB bus operator, upcoming pick turn, password expires in 10 days', async () => {
    const e = await demo('100001');
    expect(e).toMatchObject({ department: 'DOB', division: 'DOB', title: 'Bus Operator', totpSecret: null });
    expect(daysUntilExpiry(e)).toBe(10);
    expect(await upcomingTurn('100001')).toBeDefined();
  });

  it('100002: DOB bus operator enrolled in the second factor with the seed secret, upcoming pick', async () => {
    const e = await demo('100002');
    expect(e).toMatchObject({ department: 'DOB', division: 'DOB', title: 'Bus Operator' });
    // Stored sealed under the demo SECRET_KEY, never plain (docs/deploying.md#rotating-secret_key).
    const secret = secretBox(DEMO_SECRET_KEY).open(e.totpSecret as string);
    expect(secret).toBe(demoTotpSecret(DEFAULT_SEED));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(e.totpSecret).not.toContain(secret);
    const token = await generate({ secret });
    expect((await verifyTotp({ secret, token })).valid).toBe(true);
    expect(daysUntilExpiry(e)).toBeGreaterThanOrEqual(60);
    expect(daysUntilExpiry(e)).toBeLessThanOrEqual(90);
    expect(await upcomingTurn('100002')).toBeDefined();
  });

  it('100003: DOB with no upcoming pick turn, password expires today', async () => {
    const e = await demo('100003');
    expect(e).toMatchObject({ department: 'DOB', division: 'DOB', totpSecret: null, passwordExpiresOn: t.today });
    expect(await upcomingTurn('100003')).toBeUndefined();
  });

  it('200001: RTO train operator in SUBWAY, not class HR, with an upcoming medical', async () => {
    const e = await demo('200001');
    expect(e).toMatchObject({
      department: 'RTO',
      division: 'RTO',
      subdivision: 'SUBWAY',
      title: 'Train Operator',
    });
    expect(e.titleClass).not.toBe('HR');
    const medical = await t.db.select().from(medicalAppointments).where(eq(medicalAppointments.passId, '200001'));
    expect(medical).toHaveLength(1);
    expect(medical[0]?.startsAt.getTime()).toBeGreaterThan(seedInstant(t.today, DEFAULT_TIME_ZONE).getTime());
  });

  it('200002: RTO, title class HR, not SIRTOA', async () => {
    const e = await demo('200002');
    expect(e).toMatchObject({ department: 'RTO', division: 'RTO', titleClass: 'HR' });
    expect(e.subdivision).not.toBe('SIRTOA');
  });

  it('300001: RTO, subdivision SIRTOA', async () => {
    expect(await demo('300001')).toMatchObject({ department: 'RTO', division: 'RTO', subdivision: 'SIRTOA' });
  });

  it('only 100002 and the pick office have a second factor, and the RTO and 100002 passwords expire 60–90 days out', async () => {
    const rows = await t.db.select().from(employees).where(inArray(employees.passId, DEMO_IDS));
    expect(
      rows
        .filter((r) => r.totpSecret !== null)
        .map((r) => r.passId)
        .sort(),
    ).toEqual(['100002', '900001', '900002']);
    for (const r of rows.filter((r) => ['100002', '200001', '200002', '300001'].includes(r.passId))) {
      const expires = r.passwordExpiresOn ?? '';
      expect(expires >= addDays(t.today, 60) && expires <= addDays(t.today, 90)).toBe(true);
    }
  });

  it('the TOTP secret depends on the seed', () => {
    expect(demoTotpSecret(1)).toBe(demoTotpSecret(1));
    expect(demoTotpSecret(1)).not.toBe(demoTotpSecret(2));
  });
});
