import type { StagedKind, Staging } from '../file-kind';
import { paged } from '../paged';
import { leaveBanksPage } from './leave-balances.repository';
import { LEAVE_BANKS } from './values';

const COLUMNS: Staging['columns'] = [
  { name: 'pass_id', type: 'text' },
  { name: 'bank', type: 'text' },
  { name: 'year', type: 'smallint' },
  { name: 'carried_minutes', type: 'integer' },
  { name: 'granted_minutes', type: 'integer' },
  { name: 'monthly_accrual_minutes', type: 'integer' },
];

export const leaveBalancesKind: StagedKind = {
  name: 'leave-balances',
  file: 'leave-balances.csv',
  about:
    "An employee's leave bank for a year: what was carried in and what the year credits. The balances the app shows are these less the absences charged to the bank.",
  tables: 'One row of `leave_banks` each.',
  columns: [
    { name: 'pass_id', type: 'pass id', required: true, example: '012345', about: 'An employee of employees.csv.' },
    { name: 'bank', type: 'one of', values: LEAVE_BANKS, required: true, example: 'VAC', about: '' },
    { name: 'year', type: 'integer', min: 1900, max: 2200, required: true, example: '2026', about: '' },
    {
      name: 'carried_minutes',
      type: 'integer',
      min: 0,
      required: true,
      example: '960',
      about: 'Carried in from the year before.',
    },
    {
      name: 'granted_minutes',
      type: 'integer',
      min: 0,
      required: true,
      example: '4800',
      about: 'Credited on January 1.',
    },
    {
      name: 'monthly_accrual_minutes',
      type: 'integer',
      min: 0,
      required: true,
      example: '0',
      about: 'Credited on the first of each month, January included.',
    },
  ],
  key: ['pass_id', 'bank', 'year'],
  references: [{ columns: ['pass_id'], kind: 'employees' }],
  read: (db) =>
    paged(db, leaveBanksPage, (b) => ({
      pass_id: b.passId,
      bank: b.bank,
      year: b.year,
      carried_minutes: b.carriedMinutes,
      granted_minutes: b.grantedMinutes,
      monthly_accrual_minutes: b.monthlyAccrualMinutes,
    })),
  staged: { table: 'leave_banks', columns: COLUMNS, stored: (row) => row },
};
