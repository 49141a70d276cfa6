import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema';
import { DEMO_SECOND_FACTOR_PASS_IDS, demoTotpSecret } from '../../src/demo/demo-sign-ins';
import { DEFAULT_SEED } from '../../src/demo/seed';
import { DEMO_SECRET_KEY, isSealed, secretBox } from '../../src/lib/secret-box';
import { resealTotpSecrets } from '../../src/modules/auth/totp-secrets';
import { createTestDatabase, TEST_TODAY, type TestDatabase } from '../helper';
import { login, testApp } from '../support/app';
import { testClock } from '../support/clock';
import { postedMessage, submitCode, tokenOf } from '../support/second-factor';

const newKey = () => randomBytes(32).toString('base64');
const SECRET = demoTotpSecret(DEFAULT_SEED);

describe('the sealed secret box (AES-256-GCM under SECRET_KEY)', () => {
  it('stores neither the secret nor anything that opens without the key', () => {
    const box = secretBox(newKey());
    const sealed = box.seal(SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(SECRET);
    expect(() => secretBox(newKey()).open(sealed)).toThrow(/neither SECRET_KEY nor SECRET_KEY_PREVIOUS/);
  });

  it('refuses a value altered in any part', () => {
    const box = secretBox(newKey());
    const parts = box.seal(SECRET).split('.');
    for (const i of [2, 3, 4]) {
      const altered = [...parts];
      const part = altered[i] ?? '';
      altered[i] = (part[0] === 'A' ? 'B' : 'A') + part.slice(1);
      expect(() => box.open(altered.join('.'))).toThrow(/does not open/);
    }
  });

  it('opens what the previous key sealed, and says so', () => {
    const old = newKey();
    const sealed = secretBox(old).seal(SECRET);
    const rotated = secretBox(newKey(), old);
    expect(rotated.state(sealed)).toBe('previous');
    expect(rotated.open(sealed)).toBe(SECRET);
    expect(rotated.state(rotated.seal(SECRET))).toBe('current');
    expect(rotated.state(SECRET)).toBe('plain');
    expect(secretBox(newKey()).state(sealed)).toBe('unknown-key');
  });
});

describe('second-factor secrets in the database', () => {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  const stored = async () => {
    const [row] = await database.db
      .select({ totpSecret: employees.totpSecret })
      .from(employees)
      .where(eq(employees.passId, '100002'));
    return row?.totpSecret ?? '';
  };

  /** A whole sign-in of 100002 through its second factor, on a server with these keys. */
  async function signsInWithSecondFactor(secrets: ReturnType<typeof secretBox>): Promise<boolean> {
    await app?.close();
    await database.db
      .update(employees)
      .set({ totpLastStep: null, failedCodes: 0, lockedUntil: null })
      .where(eq(employees.passId, '100002'));
    const clock = testClock(`${TEST_TODAY}T16:00:00Z`);
    app = await testApp({ db: database.db, now: clock.now, config: { secrets } });
    const token = tokenOf((await login(app, '100002')).json().Response.Elements.DUO_AUTH_URL);
    const code = await generate({ secret: SECRET, epoch: Math.floor(clock.now().getTime() / 1000) });
    const message = postedMessage((await submitCode(app, token, code)).body)?.message;
    return message !== undefined && 'serviceResponse' in message;
  }

  it('seals plain secrets (stored before they were sealed), once', async () => {
    const demo = secretBox(DEMO_SECRET_KEY);
    expect(demo.open(await stored())).toBe(SECRET);
    await database.db.update(employees).set({ totpSecret: SECRET }).where(eq(employees.passId, '100002'));
    expect(await resealTotpSecrets(database.db, demo)).toEqual({ wasPlain: 1, wasPrevious: 0, unopenable: [] });
    const sealed = await stored();
    expect(sealed).not.toContain(SECRET);
    expect(demo.open(sealed)).toBe(SECRET);
    expect(await resealTotpSecrets(database.db, demo)).toEqual({ wasPlain: 0, wasPrevious: 0, unopenable: [] });
    expect(await signsInWithSecondFactor(demo)).toBe(true);
  });

  it('rotates: the previous key still opens until the secrets are sealed again under the new one', async () => {
    const next = newKey();
    const during = secretBox(next, DEMO_SECRET_KEY);
    expect(await signsInWithSecondFactor(during)).toBe(true);
    // Every demo second factor is sealed again: 100002's and the pick office's.
    expect(await resealTotpSecrets(database.db, during)).toEqual({
      wasPlain: 0,
      wasPrevious: DEMO_SECOND_FACTOR_PASS_IDS.length,
      unopenable: [],
    });
    const after = secretBox(next);
    expect(after.state(await stored())).toBe('current');
    expect(await signsInWithSecondFactor(after)).toBe(true);
    // The old key alone opens nothing any more: the server refuses to start on it (main.ts).
    const stale = await resealTotpSecrets(database.db, secretBox(DEMO_SECRET_KEY));
    expect({ ...stale, unopenable: [...stale.unopenable].sort() }).toEqual({
      wasPlain: 0,
      wasPrevious: 0,
      unopenable: [...DEMO_SECOND_FACTOR_PASS_IDS].sort(),
    });
  });
});
