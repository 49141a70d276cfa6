import type { StagedKind, Staging } from '../file-kind';
import { paged } from '../paged';
import { absencesPage, fromRecords, takenByTheProduct, unknownPayCodes } from './absences.repository';
import { ABSENCE_KINDS } from './values';

const COLUMNS: Staging['columns'] = [
  { name: 'pass_id', type: 'text' },
  { name: 'date', type: 'date' },
  { name: 'kind', type: 'text' },
  { name: 'pay_code', type: 'text' },
  { name: 'minutes', type: 'integer' },
  { name: 'quota_code', type: 'text' },
  { name: 'description', type: 'text' },
  { name: 'location', type: 'text' },
  { name: 'start_minutes', type: 'integer' },
  { name: 'end_minutes', type: 'integer' },
];

/** The words for a pay code that is not one of the agency's. */
export const unknownPayCode = (code: string) => `is not one of the pay codes: ${code}`;

export const absencesKind: StagedKind = {
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
    paged(db, absencesPage, (a) => ({
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
    })),
  staged: {
    table: 'absences',
    columns: COLUMNS,
    stored: (row) => row,
    own: fromRecords,
    async refuse(db, rows) {
      const unknown = (await unknownPayCodes(db, rows)).map(({ line, code }) => ({
        line,
        column: 'pay_code',
        problem: unknownPayCode(code),
      }));
      const taken = (await takenByTheProduct(db, rows)).map((line) => ({
        line,
        column: 'date',
        problem: 'the employee is already away that day by the pick or My Time',
      }));
      return [...unknown, ...taken];
    },
  },
};
