import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind, Refusal } from '../file-kind';
import { paged } from '../paged';
import { roundOwner, roundStates } from './pick-rounds.repository';
import { deleteTurns, insertTurns, type StoredTurn, turnsPage } from './pick-turns.repository';
import { ROUND_KINDS } from './values';

const stored = (r: Row): StoredTurn => ({
  pick: r.pick as string,
  round: r.round as string,
  pass_id: r.pass_id as string,
  turn_at: r.turn_at as string,
});

export const pickTurnsKind: FileKind = {
  name: 'pick-turns',
  file: 'pick-turns.csv',
  about:
    "Each employee's turn in a round: when their choice is processed, in seniority order. The pick board shows an employee the pick whose rounds give them a turn. Turns may be imported for a round not yet open; once the pick office has scheduled it, it has opened or its turns have been processed, a re-import that adds, changes or removes one is refused.",
  tables: 'One row of `pick_turns` each.',
  columns: [
    PICK_COLUMN,
    {
      name: 'round',
      type: 'one of',
      values: ROUND_KINDS,
      required: true,
      example: 'WORK',
      about: 'A round of pick-rounds.csv.',
    },
    { name: 'pass_id', type: 'pass id', required: true, example: '012345', about: 'An employee of employees.csv.' },
    {
      name: 'turn_at',
      type: 'instant',
      required: true,
      example: '2027-01-04T14:00:00.000Z',
      about: 'When the turn comes.',
    },
  ],
  key: ['pick', 'round', 'pass_id'],
  references: [
    { columns: ['pick', 'round'], kind: 'pick-rounds' },
    { columns: ['pass_id'], kind: 'employees' },
  ],
  read: (db) => paged(db, turnsPage, (t) => ({ ...t })),
  async refuse(db, { added, changed, removed }, { now }) {
    if (added.length + changed.length + removed.length === 0) return [];
    const states = await roundStates(db);
    const refusals: Refusal[] = [];
    const check = (row: Row, action: string) => {
      const state = states.get(`${row.pick} ${row.round}`);
      if (!state) return;
      const why = roundOwner(state, now);
      if (why)
        refusals.push({
          row,
          column: 'turn_at',
          problem: `a turn of the ${row.round} round of ${row.pick} cannot be ${action}: ${why}`,
        });
    };
    for (const row of added) check(row, 'added');
    for (const { row } of changed) check(row, 'changed');
    for (const row of removed) check(row, 'removed');
    return refusals;
  },
  async write(db, { added, changed, removed }) {
    await deleteTurns(db, [...removed, ...changed.map((c) => c.before)].map(stored));
    await insertTurns(db, [...changed.map((c) => c.row), ...added].map(stored));
  },
};
