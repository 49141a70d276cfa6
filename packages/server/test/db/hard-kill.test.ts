import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EXEC_BASE_PATH,
  isoDateIn,
  metaApp,
  SERVICES,
  type ServiceElements,
  type ServiceName,
} from '@crewline/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { SIZE_PRESETS, seedDemoAgency } from '../../src/demo/seed';
import { MOCK_PASS_ID } from '../../src/mocks/mock-sample';
import { AUTH_SAMPLES } from '../../src/mocks/samples/auth.samples';
import { PICK_PREFERENCE_SAMPLES } from '../../src/mocks/samples/pick-preferences.samples';
import { verifyLedgerChain } from '../../src/modules/pick/ledger/ledger.service';
import { testDbKind } from '../helper';
import { parseEnvelope } from '../support/envelope';

/**
 * The embedded database keeps every write it answered when the server is killed outright
 * (SIGKILL: the out-of-memory killer, an operator's kill -9), and opens again with its ledger
 * whole. The real server, on a folder of its own, is killed in the middle of a burst of list saves.
 * PostgreSQL's own recovery is its own; the cluster stop-and-start test covers the server there.
 */
const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SAVES_BEFORE_KILL = 25;
const { roundId, items } = PICK_PREFERENCE_SAMPLES.mta_savePreferences.request;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

describe.skipIf(testDbKind() !== 'pglite')('the embedded database killed mid-write', () => {
  let dataDir: string | undefined;
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every save it acknowledged, and its ledger chain holds', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewline-hard-kill-'));
    const seeding = await openDatabase({ dataDir });
    await seedDemoAgency(seeding.db, { today: isoDateIn(new Date(), DEFAULT_TIME_ZONE), size: SIZE_PRESETS.small });
    await seeding.close();

    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    const call = async <S extends ServiceName>(service: S, payload: object, authorization?: string) => {
      const res = await fetch(`${base}${EXEC_BASE_PATH}${service}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ meta: { app: metaApp() }, ...payload }),
      });
      const answer = parseEnvelope(service, SERVICES[service].elements, await res.json());
      return { success: answer.success, elements: answer.elements as ServiceElements<S> | undefined };
    };
    for (let started = Date.now(); ; ) {
      if ((await fetch(`${base}/health`).catch(() => undefined))?.ok) break;
      if (Date.now() - started > 60_000) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Signed in as the mock samples are, the one whose list they save.
    const login = await call('mta_login', AUTH_SAMPLES.mta_login.request);
    expect(login.success).toBe(true);
    const authorization = `Basic ${Buffer.from(`${MOCK_PASS_ID}:${login.elements?.AP_TICKET}`).toString('base64')}`;

    // Three at once, each a new order of the sample's packages, until the kill cuts them off.
    const acknowledged: { version: number; items: number[] }[] = [];
    let sent = 0;
    let killed = false;
    const saver = async () => {
      // A save refused every time never reaches the kill: stop, and the count below fails.
      while (!killed && sent < SAVES_BEFORE_KILL * 20) {
        const order = [...items.slice(sent % items.length), ...items.slice(0, sent % items.length)];
        sent++;
        const answer = await call(
          'mta_savePreferences',
          { roundId, requestId: crypto.randomUUID(), items: order },
          authorization,
        ).catch(() => undefined);
        const version = answer?.elements?.list?.version;
        if (answer?.success && version !== undefined) acknowledged.push({ version, items: order });
        if (acknowledged.length >= SAVES_BEFORE_KILL && !killed) {
          killed = true;
          server?.kill('SIGKILL');
        }
      }
    };
    await Promise.all([saver(), saver(), saver()]);
    if (!killed) server?.kill('SIGKILL');
    await new Promise((r) =>
      server?.exitCode !== null || server?.signalCode !== null ? r(undefined) : server.on('exit', r),
    );

    const reopened = await openDatabase({ dataDir });
    try {
      const versions = rowsOf<{ version: number; items: number[] }>(
        await reopened.db.execute(sql`select s.version, coalesce(array_agg(i.item_id order by i.rank)
            filter (where i.item_id is not null), '{}') as items
          from preference_sets s left join preference_items i on i.set_id = s.id
          where s.pick_round_id = ${roundId} and s.pass_id = ${MOCK_PASS_ID}
          group by s.version`),
      );
      const stored = new Map(versions.map((v) => [Number(v.version), v.items.map(Number)]));
      expect(acknowledged.length).toBeGreaterThanOrEqual(SAVES_BEFORE_KILL);
      for (const save of acknowledged) expect(stored.get(save.version), `version ${save.version}`).toEqual(save.items);
      expect((await verifyLedgerChain(reopened.db)).ok).toBe(true);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
