import type { BulkColumn } from '../../../db/bulk-insert';
import type { Row } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { replaceRows } from '../replace-rows.repository';
import { absencesPage, payCodesOf, takenByTheProduct } from './absences.repository';
import { ABSENCE_KINDS } from './values';

const COLUMNS: BulkColumn<Row>[] = [
  { name: 'pass_id', type: 'text', value: (r) => r.pass_id },
  { name: 'date', type: 'date', value: (r) => r.date },
  { name: 'kind', type: 'text', value: (r) => r.kind },
  { name: 'pay_code', type: 'text', value: (r) => r.pay_code },
  { name: 'minutes', type: 'integer', value: (r) => r.minutes },
  { name: 'quota_code', type: 'text', value: (r) => r.quota_code },
  { name: 'description', type: 'text', value: (r) => r.description },
  { name: 'location', type: 'text', value: (r) => r.location },
  { name: 'start_minutes', type: 'integer', value: (r) => r.start_minutes },
  { name: 'end_minutes', type: 'integer', value: (r) => r.end_minutes },
];

export const absencesKind: FileKind = {
  name: 'absences',
  file: 'absences.csv',
  about:
    "The records' days away from the picked job: what the scheduled assignments, timecards and leave balances read. Absences a pick awarded or an employee filed in My Time are the product's own: never in this file, never touched by it.",
  tables: 'One row of `absences` each (those with no award, request, sick spell or vacation day).',
  columns: [
    { name: 'pass_id', type: 'pass id', required: true, example: '012345', about: 'An employee of employees.csv.' },
    { name: 'date', type: 'date', required: true, example: '2026-07-06', about: '' },
    { name: 'kind', type: 'one of', values: ABSENCE_KINDS, required: true, example: 'VACATION', about: '' },
    {
      name: 'pay_code',
      type: 'text',
      required: false,
      example: 'VAC',
      about: 'The pay code charged; empty for training.',
    },
    { name: 'minutes', type: 'integer', min: 0, max: 1440, required: true, example: '480', about: '' },
    {
      name: 'quota_code',
      type: 'text',
      required: false,
      example: 'SICK',
      about: 'The absence quota it counts against.',
    },
    {
      name: 'description',
      type: 'text',
      required: false,
      example: 'Defensive driving',
      about: 'Holiday name or training course.',
    },
    { name: 'location', type: 'text', required: false, example: 'Training center', about: 'Training only.' },
    {
      name: 'start_minutes',
      type: 'integer',
      min: 0,
      max: 2880,
      required: false,
      example: '480',
      about: 'Training only: minutes after midnight.',
    },
    {
      name: 'end_minutes',
      type: 'integer',
      min: 0,
      max: 2880,
      required: false,
      example: '960',
      about: 'Training only.',
    },
  ],
  key: ['pass_id', 'date'],
  references: [{ columns: ['pass_id'], kind: 'employees' }],
  read: (db) =>
    paged(
      (offset, limit) => absencesPage(db, offset, limit),
      (a) => ({
        pass_id: a.passId,
        date: a.date,
        kind: a.kind,
        pay_code: a.payCode,
        minutes: a.minutes,
        quota_code: a.quotaCode,
        description: a.description,
        location: a.location,
        start_minutes: a.startMinutes,
        end_minutes: a.endMinutes,
      }),
    ),
  async refuse(db, { added, changed }) {
    const codes = await payCodesOf(db);
    const written = [...added, ...changed.map((c) => c.row)];
    const refusals = written
      .filter((r) => r.pay_code !== null && !codes.has(r.pay_code as string))
      .map((row) => ({ row, column: 'pay_code', problem: `is not one of the pay codes: ${row.pay_code}` }));
    if (added.length === 0) return refusals;
    const taken = await takenByTheProduct(
      db,
      added.map((r) => [r.pass_id as string, r.date as string]),
    );
    const byKey = new Set(taken.map((t) => `${t.pass_id} ${t.date}`));
    for (const row of added) {
      if (byKey.has(`${row.pass_id} ${row.date}`))
        refusals.push({ row, column: 'date', problem: 'the employee is already away that day by the pick or My Time' });
    }
    return refusals;
  },
  write: (db, changes) => replaceRows(db, 'absences', COLUMNS, 2, (r) => r, changes),
};
