import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { deletePieces, insertPieces, piecesPage, type StoredPiece } from './pieces.repository';

const stored = (r: Row) => ({ ...r }) as unknown as StoredPiece;
const minutes = { type: 'integer', min: 0, max: 4320, required: true } as const;

export const piecesKind: FileKind = {
  name: 'pieces',
  file: 'pieces.csv',
  about:
    "A run's pieces: each continuous stretch of one vehicle block within it, as the bus board's activities show them; their time at the wheel is the run's platform time.",
  tables: 'One row of `assignment_pieces` each.',
  columns: [
    PICK_COLUMN,
    { name: 'run', type: 'text', required: true, example: 'JG-104', about: 'A run of the pick in runs.csv.' },
    {
      name: 'seq',
      type: 'integer',
      min: 1,
      max: 100,
      required: true,
      example: '1',
      about: 'Its order in the run, 1 first.',
    },
    { name: 'block', type: 'text', required: true, example: 'B46-12', about: 'The vehicle block.' },
    { name: 'from_place', type: 'text', required: true, example: 'Jackie Gleason Depot', about: 'Where it starts.' },
    { name: 'to_place', type: 'text', required: true, example: 'Flatbush Av / Nostrand Av', about: 'Where it ends.' },
    { ...minutes, name: 'start_minutes', example: '360', about: 'Minutes after midnight of the service day.' },
    { ...minutes, name: 'end_minutes', example: '600', about: '' },
  ],
  key: ['pick', 'run', 'seq'],
  references: [{ columns: ['pick', 'run'], kind: 'runs' }],
  checkRow: (row) =>
    (row.end_minutes as number) < (row.start_minutes as number)
      ? { column: 'end_minutes', problem: 'is before start_minutes' }
      : undefined,
  read: (db) => paged(db, piecesPage, (p) => ({ ...p })),
  async write(db, { added, changed, removed }) {
    await deletePieces(db, [...removed, ...changed.map((c) => c.before)].map(stored));
    await insertPieces(db, [...changed.map((c) => c.row), ...added].map(stored));
  },
};
