import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind, Refusal } from '../file-kind';
import { paged } from '../paged';
import { pickIds } from './pick-ids.repository';
import {
  deletePickRound,
  insertPickRound,
  pickRoundsPage,
  type RoundState,
  roundOwner,
  roundStates,
  updatePickRound,
} from './pick-rounds.repository';
import { ROUND_KINDS } from './values';

export const pickRoundsKind: FileKind = {
  name: 'pick-rounds',
  file: 'pick-rounds.csv',
  about:
    'The rounds of each pick (WORK, then VACATION, HOLIDAY, VR) and their windows. A round may be imported and changed until it opens; once the pick office has scheduled its turns or it has opened, the office owns it and a re-import that differs is refused.',
  tables: "One row of `pick_rounds` each (its close, once run, is the pick's own).",
  columns: [
    PICK_COLUMN,
    { name: 'kind', type: 'one of', values: ROUND_KINDS, required: true, example: 'WORK', about: '' },
    {
      name: 'seq',
      type: 'integer',
      min: 1,
      max: 10,
      required: true,
      example: '1',
      about: 'Its order in the pick, 1 first.',
    },
    {
      name: 'opens_at',
      type: 'instant',
      required: true,
      example: '2026-05-03T06:00:00.000Z',
      about: 'When its first turn may come.',
    },
    {
      name: 'closes_at',
      type: 'instant',
      required: true,
      example: '2026-05-23T23:59:00.000Z',
      about: 'When it closes.',
    },
  ],
  key: ['pick', 'kind'],
  references: [{ columns: ['pick'], kind: 'pick-periods' }],
  checkRow: (row) =>
    (row.closes_at as string) <= (row.opens_at as string)
      ? { column: 'closes_at', problem: 'is not after opens_at' }
      : undefined,
  read: (db) =>
    paged(db, pickRoundsPage, ({ pick, round }) => ({
      pick,
      kind: round.kind,
      seq: round.seq,
      opens_at: round.opensAt.toISOString(),
      closes_at: round.closesAt.toISOString(),
    })),
  async refuse(db, { changed, removed }, { now, removing }) {
    const states = await roundStates(db);
    const refusals: Refusal[] = [];
    const refuse = (row: Row, action: string, why: string) =>
      refusals.push({
        row,
        column: 'kind',
        problem: `the ${row.kind} round of ${row.pick} cannot be ${action}: ${why}`,
      });
    const check = (row: Row, action: string) => {
      const state = states.get(`${row.pick} ${row.kind}`);
      const why = state && roundOwner(state, now);
      if (why) refuse(row, action, why);
      return !why;
    };
    for (const { row } of changed) check(row, 'changed');
    // The turns and relief bids the import removes with a round go first (importAgency's write order); the others would stay behind.
    const turnsGone = removing('pick-turns') ?? [];
    const bidsGone = removing('vr-bids') ?? [];
    for (const row of removed) {
      if (!check(row, 'removed')) continue;
      const state = states.get(`${row.pick} ${row.kind}`) as RoundState;
      const turns = state.turns - turnsGone.filter((t) => t.pick === row.pick && t.round === row.kind).length;
      const bids = row.kind === 'VR' ? state.bids - bidsGone.filter((b) => b.pick === row.pick).length : 0;
      if (turns > 0) refuse(row, 'removed', `${turns} of its pick turns stay (remove them in pick-turns.csv)`);
      if (bids > 0) refuse(row, 'removed', `${bids} of its relief bids stay (remove them in vr-bids.csv)`);
    }
    return refusals;
  },
  async write(db, { added, changed, removed }) {
    const periods = await pickIds(db);
    const values = (row: Row) => ({
      pickPeriodId: periods.get(row.pick as string) as number,
      kind: row.kind as string,
      seq: row.seq as number,
      opensAt: new Date(row.opens_at as string),
      closesAt: new Date(row.closes_at as string),
    });
    for (const row of removed) await deletePickRound(db, values(row));
    for (const row of added) await insertPickRound(db, values(row));
    for (const { row } of changed) await updatePickRound(db, values(row));
  },
};
