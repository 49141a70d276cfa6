import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { pickRounds, pickTurns } from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { TURN_ROUND_KINDS } from '../../src/modules/pick/turns/snapshot.repository';
import { createSeededPgDatabase, type ScratchPgDatabase, testDbKind } from '../helper';
import { errorLines, loginRequest } from '../support/app';
import { loadBalancer } from '../support/balancer';
import { callOverHttp } from '../support/http-services';
import { roundOfTurn } from '../support/pick-rounds';
import { freePort, type ServerProcess, startServer, waitForHealth } from '../support/server-process';
import type { Auth } from '../support/service-calls';
import { verifyAll } from '../support/verify';

/**
 * docs/deploying.md#several-server-processes, held end to end: three real server processes on
 * one PostgreSQL database, every pick-turn scheduler running each second, sign-ins and list
 * saves spread over them round-robin, one killed outright (SIGKILL) while requests are in
 * flight, and what got no answer sent to another process with the same request id.
 *
 * The clock (AS_OF, the same instant in all three) stands LEAD_MS before a turn of 100001's
 * work round when they start: the turns before it are due at once, and that turn comes due
 * while the saves run. The process is killed as it does.
 */
const PROCESSES = 3;
const VICTIM = 2;
const LEAD_MS = 60_000;
/** Saves answered after the kill before the traffic stops (once the turn is awarded too). */
const SAVES_AFTER_KILL = 15;
const SIGN_INS = ['100001', '200001', '200002', '300001'];

interface Save {
  requestId: string;
  items: number[];
  tried: number[];
  version?: number;
  refused?: string;
  answeredAt?: number;
}

interface Session {
  auth: Auth;
  madeBy: number;
}

describe.skipIf(testDbKind() !== 'postgres')('three server processes on one PostgreSQL, one killed', () => {
  let scratch: ScratchPgDatabase | undefined;
  let look: Database | undefined;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await look?.close();
    await scratch?.drop();
  });

  it('loses no answered save, stores a retried one once, awards each due turn once, keeps the sessions', async () => {
    scratch = await createSeededPgDatabase();
    look = await openDatabase({ url: scratch.url, poolMax: 2 });
    const db = look.db;
    const roundId = await roundOfTurn(db, '100001', 'WORK', { open: true });
    const turns = await db
      .select({ passId: pickTurns.passId, turnAt: pickTurns.turnAt })
      .from(pickTurns)
      .where(eq(pickTurns.pickRoundId, roundId))
      .orderBy(asc(pickTurns.turnAt));
    const coming = turns[turns.findIndex((t) => t.passId === '100001') - 1];
    if (!coming) throw new Error('100001 has the first turn: no turn comes before theirs');

    const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const since = Date.now();
    const startClock = new Date(coming.turnAt.getTime() - LEAD_MS);
    /** The real instant the processes' clock reaches `coming`'s turn. */
    const comesDue = since + LEAD_MS;
    const clockNow = () => new Date(startClock.getTime() + (Date.now() - since));
    const dueAtStart = await turnsDueUnawarded(look, startClock);
    expect(dueAtStart, 'turns the processes find due as they start').toBeGreaterThan(0);
    for (const port of ports) {
      servers.push(
        startServer({
          DATABASE_URL: scratch.url,
          PORT: String(port),
          AS_OF: `${startClock.toISOString()}@${new Date(since).toISOString()}`,
          PICK_TURNS_SECONDS: '1',
          DB_POOL_MAX: '4',
          LOGIN_RATE_LIMIT: '1000',
        }),
      );
    }
    await Promise.all(servers.map((s, i) => waitForHealth(bases[i] as string, s, LEAD_MS)));
    expect(Date.now(), 'the three processes started before the turn came').toBeLessThan(comesDue - 5_000);

    let killedAt: number | undefined;
    const lb = loadBalancer(bases, (process, service) => {
      // A save has just gone to the victim: it dies with it in flight.
      if (service === 'mta_savePreferences' && process === VICTIM && killedAt === undefined && Date.now() >= comesDue) {
        killedAt = Date.now();
        setTimeout(() => servers[VICTIM]?.child.kill('SIGKILL'), 5);
      }
    });

    const sessions: Session[] = [];
    const signIn = async (passId: string) => {
      const { answer, by } = await lb.send('mta_login', loginRequest(passId));
      const ticket = answer.elements?.AP_TICKET;
      if (!answer.success || !ticket) throw new Error(`sign-in of ${passId}: ${answer.message.Error}`);
      sessions.push({ auth: { passId, ticket }, madeBy: by });
    };
    for (const passId of SIGN_INS) for (let i = 0; i < PROCESSES; i++) await signIn(passId);
    const savers = sessions.filter((s) => s.auth.passId === '100001');
    expect(savers.map((s) => s.madeBy).sort()).toEqual([0, 1, 2]);

    const init = await lb.send('mta_pickPreferencesInit', {}, savers[0]?.auth);
    const listed = init.answer.elements?.pick?.rounds.find((r) => r.roundId === roundId)?.list?.items ?? [];
    const items = listed.map((i) => i.itemId);
    expect(items.length).toBeGreaterThan(1);

    const saves: Save[] = [];
    let stop = false;
    const saveLoop = async (auth: Auth) => {
      while (!stop) {
        const n = saves.length;
        const save: Save = {
          requestId: randomUUID(),
          items: [...items.slice(n % items.length), ...items.slice(0, n % items.length)],
          tried: [],
        };
        saves.push(save);
        const { answer, tried } = await lb.send(
          'mta_savePreferences',
          { roundId, requestId: save.requestId, items: save.items },
          auth,
        );
        save.tried = tried;
        save.answeredAt = Date.now();
        if (answer.success && answer.elements?.list) save.version = answer.elements.list.version;
        else save.refused = answer.message.Error || JSON.stringify(answer.message.PopupMessages);
      }
    };
    const signInLoop = async () => {
      for (let n = 0; !stop; n++) {
        await signIn(SIGN_INS[1 + (n % (SIGN_INS.length - 1))] as string);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const awarded = async (passId: string) =>
      rowsOf(
        await db.execute(sql`select 1 from awards where pick_round_id = ${roundId} and pass_id = ${passId} limit 1`),
      ).length > 0;
    const watch = async () => {
      const deadline = comesDue + 40_000;
      while (Date.now() < deadline) {
        const after = killedAt;
        const answeredAfter = after === undefined ? 0 : saves.filter((s) => (s.answeredAt ?? 0) > after).length;
        if (answeredAfter >= SAVES_AFTER_KILL && (await awarded(coming.passId))) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      stop = true;
    };
    await Promise.all([...savers.map((s) => saveLoop(s.auth)), signInLoop(), watch()]);

    // The victim died of the kill, while the others kept serving.
    await servers[VICTIM]?.exited;
    expect(servers[VICTIM]?.child.signalCode).toBe('SIGKILL');
    const survivors = bases.filter((_, i) => i !== VICTIM);
    for (const base of survivors) expect((await fetch(`${base}/health`)).status).toBe(200);

    // Every save was answered OK in the end, some only after a retry on another process.
    expect(saves.filter((s) => s.refused)).toEqual([]);
    const retried = saves.filter((s) => s.tried.length > 1);
    expect(retried.length, 'saves sent to the victim and then to another').toBeGreaterThan(0);
    for (const s of retried) expect(s.tried[0]).toBe(VICTIM);

    // Saves the victim stored and answered, sent again to the others as when an answer is lost
    // on the way: each answers the version first stored, and stores nothing more.
    const victimSession = savers.find((s) => s.madeBy === VICTIM) as Session;
    const storedByVictim = saves.filter((s) => s.tried.length === 1 && s.tried[0] === VICTIM).slice(-3);
    expect(storedByVictim.length).toBeGreaterThan(0);
    for (const s of [...storedByVictim, ...retried]) {
      for (const base of survivors) {
        const payload = { roundId, requestId: s.requestId, items: s.items };
        const again = await callOverHttp(base, 'mta_savePreferences', payload, victimSession.auth);
        expect(again.elements?.list?.version, `${s.requestId} again on ${base}`).toBe(s.version);
      }
    }

    // Each is stored once, under the version it was answered with, and no other version is.
    const stored = rowsOf<{ version: number; request_id: string | null; items: number[] }>(
      await db.execute(sql`select s.version, s.request_id, coalesce(array_agg(i.item_id order by i.rank)
          filter (where i.item_id is not null), '{}') as items
        from preference_sets s left join preference_items i on i.set_id = s.id
        where s.pick_round_id = ${roundId} and s.pass_id = '100001'
        group by s.id order by s.version`),
    );
    const byRequest = new Map(stored.filter((r) => r.request_id).map((r) => [r.request_id, r]));
    expect(byRequest.size, 'one stored version per request id').toBe(stored.filter((r) => r.request_id).length);
    expect(byRequest.size).toBe(saves.length);
    for (const s of saves) {
      const row = byRequest.get(s.requestId);
      expect(row && { version: Number(row.version), items: row.items.map(Number) }, s.requestId).toEqual({
        version: s.version,
        items: s.items,
      });
    }
    expect(stored.map((r) => Number(r.version))).toEqual(stored.map((_, i) => i + 1));

    // Read back through each process still up: the last version saved, whichever process saved it.
    const last = saves.reduce((a, b) => ((b.version ?? 0) > (a.version ?? 0) ? b : a));
    for (const base of survivors) {
      const read = await callOverHttp(base, 'mta_pickPreferencesInit', {}, victimSession.auth);
      const list = read.elements?.pick?.rounds.find((r) => r.roundId === roundId)?.list;
      expect({ version: list?.version, items: list?.items.map((i) => i.itemId) }).toEqual({
        version: last.version,
        items: last.items,
      });
    }

    // Every session the victim made works on the others.
    const victims = sessions.filter((s) => s.madeBy === VICTIM);
    expect(victims.length).toBeGreaterThanOrEqual(SIGN_INS.length);
    for (const s of victims) {
      for (const base of survivors) {
        const ticket = await callOverHttp(base, 'mta_loginTicket', {}, s.auth);
        expect(ticket.elements?.HEADER_PASS_0, `${s.auth.passId} on ${base}`).toBe(s.auth.passId);
      }
    }

    // Every turn due is awarded, each by one run; none to come is.
    expect(await awarded(coming.passId)).toBe(true);
    const stopping = servers.filter((_, i) => i !== VICTIM);
    for (const s of stopping) s.child.kill('SIGTERM');
    expect(await Promise.all(stopping.map((s) => s.exited))).toEqual([0, 0]);
    const end = clockNow();
    const openTurns = await db
      .select({ roundId: pickTurns.pickRoundId, passId: pickTurns.passId, turnAt: pickTurns.turnAt })
      .from(pickTurns)
      .innerJoin(pickRounds, eq(pickRounds.id, pickTurns.pickRoundId))
      .where(and(isNull(pickRounds.closedAt), inArray(pickRounds.kind, TURN_ROUND_KINDS)));
    const runs = rowsOf<{ round: number; pass: string; runs: number }>(
      await db.execute(sql`select pick_round_id as round, pass_id as pass, count(distinct award_run_id)::int as runs
        from awards group by pick_round_id, pass_id`),
    );
    const runsOf = new Map(runs.map((r) => [`${r.round}:${r.pass}`, r.runs]));
    expect(runs.filter((r) => r.runs !== 1)).toEqual([]);
    const missing = openTurns.filter((t) => t.turnAt <= coming.turnAt && !runsOf.has(`${t.roundId}:${t.passId}`));
    const early = openTurns.filter((t) => t.turnAt > end && runsOf.has(`${t.roundId}:${t.passId}`));
    expect({ missing, early }).toEqual({ missing: [], early: [] });
    expect(await verifyAll(db)).toMatchObject({ ok: true });

    // Nothing went wrong inside the processes that stayed up: a turn run that raced another
    // process's (without the round's lock) shows here, its awards refused by the unique index.
    for (const [i, s] of servers.entries()) {
      if (i !== VICTIM) expect(errorLines(s.out.join('').split('\n')), `process ${i}`).toEqual([]);
    }
  }, 110_000);
});

/** Turns of open rounds due by `at` with no award yet. */
async function turnsDueUnawarded(database: Database, at: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from pick_turns t
      join pick_rounds r on r.id = t.pick_round_id
      where r.closed_at is null and t.turn_at <= ${at}
        and not exists (select 1 from awards a where a.pick_round_id = t.pick_round_id and a.pass_id = t.pass_id)`),
  );
  return row?.n ?? 0;
}
