import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type AsOf, clockOf, formatAsOf } from '@crewline/protocol';
import { generate } from 'otplib';
import { demoTotpSecret } from '../../../server/src/demo/demo-sign-ins';
import { DEFAULT_SEED } from '../../../server/src/demo/seed';
import { dataDir } from '../../playwright.config';
import type { CodeGiver } from './sign-in';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server a journey starts and stops itself, on a database prepared for it (playwright.config.ts). */
export interface OwnServer {
  url: string;
  /** Its clock. */
  now: () => Date;
  /** Second-factor codes by its clock (it has seen none before it started). */
  codes: CodeGiver;
  /** Ends it and waits until its database is closed. */
  stop: () => Promise<void>;
}

async function answering(url: string, child: ChildProcess, said: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} ended:\n${said()}`);
    const up = await fetch(`${url}/docs/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await sleep(200);
  }
  throw new Error(`the server at ${url} did not answer in two minutes:\n${said()}`);
}

/**
 * Serves `dataDir(port)` as the journeys' servers do (`scripts/start.mjs`), its clock standing at
 * `at` now (the AS_OF setting, as a demo is run as of a day): the journey moves time on by
 * stopping it and starting it again later, as time passes for a real server between two runs of
 * its turn processor. Due turns are processed at start, then every second.
 */
export async function startOwnServer(port: number, at: Date): Promise<OwnServer> {
  const asOf: AsOf = { at, since: new Date() };
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(port),
      LOGIN_RATE_LIMIT: '1000',
      AS_OF: formatAsOf(asOf),
      PICK_TURNS_SECONDS: '1',
    },
  });
  const stderr: Buffer[] = [];
  child.stderr?.on('data', (d: Buffer) => stderr.push(d));
  const ended = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await ended;
  };
  try {
    await answering(url, child, () => Buffer.concat(stderr).toString());
  } catch (err) {
    await stop();
    throw err;
  }
  const now = clockOf(asOf);
  const codes: CodeGiver = async (enter, passId) =>
    enter(await generate({ secret: demoTotpSecret(DEFAULT_SEED, passId), epoch: Math.floor(now().getTime() / 1000) }));
  return { url, now, codes, stop };
}
