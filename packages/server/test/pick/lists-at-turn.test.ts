import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { saveList } from '../../src/modules/pick/preferences/preferences.service';
import { listsAtTurn } from '../../src/modules/pick/turns/snapshot.repository';
import { createPickRound, type PickRoundFixture } from '../factories/pick-round';
import { createTestDatabase, type TestDatabase } from '../helper';

const T0 = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Rows the plan read from `table`, over every loop of every node that scans it. */
function rowsReadFrom(node: PlanNode, table: string): number {
  const own = node['Relation Name'] === table ? node['Actual Rows'] * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsReadFrom(child, table), 0);
}

/**
 * The lists in force at each turn are read with one look-up of the employee's turn per list
 * version, whatever PostgreSQL knows of the tables: joined instead, a round's turns and lists
 * written just before a run, not yet counted, made it scan every turn for every version.
 */
describe('the lists in force at the turns', () => {
  let database: TestDatabase;
  let round: PickRoundFixture;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    const newRound = () =>
      createPickRound(database.db, {
        kind: 'WORK',
        opensAt: T0,
        closesAt: new Date(T0.getTime() + 100 * HOUR),
        memberCount: 30,
        itemsPerPopulation: 3,
      });
    // What PostgreSQL knows of the tables is an earlier round: the new one is not counted yet.
    const earlier = await newRound();
    await saveList(
      database.db,
      { roundId: earlier.roundId, passId: earlier.members[0]?.passId as string, requestId: randomUUID(), now: T0 },
      [earlier.itemsA[0] as number],
    );
    await database.db.execute(sql`analyze pick_turns`);
    await database.db.execute(sql`analyze preference_sets`);
    round = await newRound();
    for (const member of round.members.slice(0, 5)) {
      const item = round.itemsA[0] as number;
      const context = { roundId: round.roundId, passId: member.passId, requestId: randomUUID() };
      await saveList(database.db, { ...context, now: new Date(T0.getTime() + HOUR) }, [item]);
    }
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads one turn per list version, never every turn of the round', async () => {
    const query = listsAtTurn(database.db, round.roundId, new Date(T0.getTime() + 200 * HOUR));
    const versions = await query;
    expect(versions).toHaveLength(5);
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
      await database.db.execute(sql`explain (analyze, format json) ${query.getSQL()}`),
    );
    const plan = (typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN']) as {
      Plan: PlanNode;
    }[];
    const root = plan[0]?.Plan as PlanNode;
    // 30 turns in the round, 5 versions: at most one turn read for each version.
    expect(rowsReadFrom(root, 'pick_turns')).toBeLessThanOrEqual(versions.length);
  });
});
