import type { BulkColumn } from '../../../db/bulk-insert';
import type { Row } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { replaceRows } from '../replace-rows.repository';
import { entitlementsPage } from './entitlements.repository';
import { DEPARTMENTS } from './values';

const COLUMNS: BulkColumn<Row>[] = [
  { name: 'department', type: 'text', value: (r) => r.department },
  { name: 'min_years', type: 'smallint', value: (r) => r.min_years },
  { name: 'weeks', type: 'smallint', value: (r) => r.weeks },
  { name: 'days', type: 'smallint', value: (r) => r.days },
];

export const entitlementsKind: FileKind = {
  name: 'entitlements',
  file: 'entitlements.csv',
  about: 'The vacation an employee may and must take, by department and years of service.',
  tables: 'One row of `vacation_entitlements` each.',
  columns: [
    { name: 'department', type: 'one of', values: DEPARTMENTS, required: true, example: 'DOB', about: '' },
    {
      name: 'min_years',
      type: 'integer',
      min: 0,
      max: 80,
      required: true,
      example: '5',
      about: 'From this many whole years of service.',
    },
    {
      name: 'weeks',
      type: 'integer',
      min: 0,
      max: 52,
      required: true,
      example: '3',
      about: 'Weeks of vacation a year.',
    },
    {
      name: 'days',
      type: 'integer',
      min: 0,
      max: 365,
      required: true,
      example: '2',
      about: 'Single days besides the weeks.',
    },
  ],
  key: ['department', 'min_years'],
  read: (db) =>
    paged(db, entitlementsPage, (e) => ({
      department: e.department,
      min_years: e.minYears,
      weeks: e.weeks,
      days: e.days,
    })),
  write: (db, changes) => replaceRows(db, 'vacation_entitlements', COLUMNS, 2, (r) => r, changes),
};
