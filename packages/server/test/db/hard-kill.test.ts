import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isoDateIn } from '@crewline/protocol';
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
import { callOverHttp } from '../support/http-services';
import { freePort, type ServerProcess, startServer, waitForHealth } from '../support/server-process';

/**
 * The embedded database keeps every write it answered when the server is killed outright
 * (SIGKILL: the out-of-memory killer, an operator's kill -9), and opens again with its ledger
 * whole. The real server, on a folder of its own, is killed in the middle of a burst of list saves.
 * PostgreSQL's own recovery is its own; the cluster stop-and-start test covers the server there.
 */
const SAVES_BEFORE_KILL = 25;
const { roundId, items } = PICK_PREFERENCE_SAMPLES.mta_savePreferences.request;

describe.skipIf(testDbKind() !== 'pglite')('the embedded database killed mid-write', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every save it acknowledged, and its ledger chain holds', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewline-hard-kill-'));
    const seeding = await openDatabase({ dataDir });
    await seedDemoAgency(seeding.db, { today: isoDateIn(new Date(), DEFAULT_TIME_ZONE), size: SIZE_PRESETS.small });
    await seeding.close();

    const port = await freePort();
    server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server, 60_000);
    // Signed in as the mock samples are, the one whose list they save.
    const login = await callOverHttp(base, 'mta_login', AUTH_SAMPLES.mta_login.request);
    expect(login.success).toBe(true);
    const auth = { passId: MOCK_PASS_ID, ticket: login.elements?.AP_TICKET ?? '' };

    // Three at once, each a new order of the sample's packages, until the kill cuts them off.
    const acknowledged: { version: number; items: number[] }[] = [];
    let sent = 0;
    let killed = false;
    const saver = async () => {
      // A save refused every time never reaches the kill: stop, and the count below fails.
      while (!killed && sent < SAVES_BEFORE_KILL * 20) {
        const order = [...items.slice(sent % items.length), ...items.slice(0, sent % items.length)];
        sent++;
        const answer = await callOverHttp(
          base,
          'mta_savePreferences',
          { roundId, requestId: crypto.randomUUID(), items: order },
          auth,
        ).catch(() => undefined);
        const version = answer?.elements?.list?.version;
        if (answer?.success && version !== undefined) acknowledged.push({ version, items: order });
        if (acknowledged.length >= SAVES_BEFORE_KILL && !killed) {
          killed = true;
          server?.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([saver(), saver(), saver()]);
    if (!killed) server.child.kill('SIGKILL');
    await server.exited;

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
