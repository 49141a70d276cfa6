import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { deleteOverrides, insertOverrides, overridesPage, type StoredOverride } from './package-overrides.repository';

const stored = (r: Row) => ({ ...r }) as unknown as StoredOverride;

export const packageOverridesKind: FileKind = {
  name: 'package-overrides',
  file: 'package-overrides.csv',
  about:
    "A dated exception to a package's week: a holiday schedule on which its run does not operate, or another run that day. The package's calendar on the board shows them.",
  tables: 'One row of `package_overrides` each.',
  columns: [
    PICK_COLUMN,
    { name: 'depot', type: 'text', required: true, example: 'JG', about: 'The pick group: a depot of depots.csv.' },
    { name: 'package', type: 'text', required: true, example: 'JG-P104', about: 'A package of packages.csv.' },
    { name: 'date', type: 'date', required: true, example: '2026-11-26', about: 'The day it changes.' },
    {
      name: 'run',
      type: 'text',
      required: false,
      example: '',
      about: 'The run worked that day instead (a run of the pick in runs.csv); empty when none is.',
    },
    {
      name: 'note',
      type: 'text',
      required: true,
      example: 'Holiday schedule: the run does not operate',
      about: 'As the calendar shows it.',
    },
  ],
  key: ['pick', 'depot', 'package', 'date'],
  references: [
    { columns: ['pick', 'depot', 'package'], kind: 'packages' },
    { columns: ['pick', 'run'], kind: 'runs' },
  ],
  read: (db) => paged(db, overridesPage, (o) => ({ ...o })),
  async write(db, { added, changed, removed }) {
    await deleteOverrides(db, [...removed, ...changed.map((c) => c.before)].map(stored));
    await insertOverrides(db, [...changed.map((c) => c.row), ...added].map(stored));
  },
};
