import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { generate } from 'otplib';
import { demoTotpSecret } from '../../../server/src/demo/demo-sign-ins';
import { DEFAULT_SEED } from '../../../server/src/demo/seed';
import { e2eNow } from './clock';

/**
 * The server accepts each 30-second code once per account (RFC 6238 §5.2: a step, and the ones
 * before it, are refused after it is used), and the journeys of both workers sign in as
 * 100002 (and the office's as 900001 or 900002). So an account's code is entered under a lock
 * of that account shared by the workers, for a step later than the last one it used: now's step,
 * the one before or the one after (the server allows one either side), waiting for the next when
 * all three are spent. Kept per account, as the server keeps it: one account's sign-ins never
 * wait for another's.
 */

const STEP_S = 30;
const base = (passId: string) => `/tmp/crewline-e2e-${process.env.E2E_PORT ?? 8090}-totp-${passId}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function locked<T>(passId: string, work: () => Promise<T>): Promise<T> {
  const lock = `${base(passId)}.lock`;
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (i > 1200) throw new Error(`the second-factor lock ${lock} was never released`);
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(lock);
  }
}

function lastUsedStep(passId: string): number {
  try {
    return Number(readFileSync(`${base(passId)}.last`, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** Runs `enter` with a code of `passId` the server has not seen yet; `enter` returns once the sign-in succeeded. */
export async function withFreshCode(enter: (code: string) => Promise<void>, passId = '100002'): Promise<void> {
  await locked(passId, async () => {
    const last = lastUsedStep(passId);
    for (;;) {
      const seconds = e2eNow().getTime() / 1000;
      const current = Math.floor(seconds / STEP_S);
      // The step before now only while it cannot leave the window before the server checks it.
      const earliest = STEP_S - (seconds % STEP_S) >= 10 ? current - 1 : current;
      const step = Math.max(last + 1, earliest);
      if (step <= current + 1) {
        await enter(await generate({ secret: demoTotpSecret(DEFAULT_SEED, passId), epoch: step * STEP_S }));
        writeFileSync(`${base(passId)}.last`, String(step));
        return;
      }
      await sleep(500);
    }
  });
}
