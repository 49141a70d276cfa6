import type { JobToStore } from '../../pick';
import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { pickIds } from './pick-ids.repository';
import { clearRunHolder, deleteRuns, heldRuns, insertRuns, runsPage, updateRun } from './runs.repository';
import { daysOf, maskOf, WEEKDAYS } from './weekdays';

type Stored = JobToStore;

const minutes = { type: 'integer', min: 0, max: 2880, required: true } as const;

export const runsKind: FileKind = {
  name: 'runs',
  file: 'runs.csv',
  about:
    'The assignments of each pick: a run (bus) or job (subway) with its weekly pattern and times, and who holds it. The scheduled assignments and the RTO work program read them; packages name them.',
  tables: 'One row of `jobs` each.',
  columns: [
    PICK_COLUMN,
    {
      name: 'code',
      type: 'text',
      required: true,
      example: 'JG-104',
      about: 'The run or job number as posted: unique in the pick.',
    },
    { name: 'depot', type: 'text', required: true, example: 'JG', about: 'A depot or terminal of depots.csv.' },
    { name: 'route', type: 'text', required: true, example: 'B46', about: 'Bus route(s) or subway line.' },
    {
      name: 'days_off',
      type: 'list',
      required: false,
      example: 'sat;sun',
      about: `Its days off among ${WEEKDAYS.join(', ')}, separated by \`;\`.`,
    },
    {
      ...minutes,
      name: 'report_minutes',
      example: '345',
      about: 'Report time, minutes after midnight of the service day (may pass 1440).',
    },
    { ...minutes, name: 'start_minutes', example: '360', about: '' },
    { ...minutes, name: 'end_minutes', example: '855', about: '' },
    { ...minutes, name: 'paid_minutes', example: '495', about: 'Paid time per working day.' },
    {
      name: 'relief_point',
      type: 'text',
      required: false,
      example: 'Flatbush Av / Nostrand Av',
      about: 'Where the operator is relieved mid-run; empty when not.',
    },
    { name: 'relief_minutes', type: 'integer', min: 0, max: 2880, required: false, example: '600', about: 'When.' },
    {
      name: 'picked_by',
      type: 'pass id',
      required: false,
      example: '012345',
      about: 'Who holds it (an employee of employees.csv); empty while open.',
    },
  ],
  key: ['pick', 'code'],
  unique: [['pick', 'picked_by']],
  references: [
    { columns: ['pick'], kind: 'pick-periods' },
    { columns: ['depot'], kind: 'depots' },
    { columns: ['picked_by'], kind: 'employees' },
  ],
  checkRow(row) {
    const bad = (row.days_off as string[]).find((d) => !(WEEKDAYS as readonly string[]).includes(d));
    return bad === undefined
      ? undefined
      : { column: 'days_off', problem: `is not a weekday (${WEEKDAYS.join(', ')}): ${bad}` };
  },
  read: (db) =>
    paged(db, runsPage, ({ pick, job }) => ({
      pick,
      code: job.code,
      depot: job.depotCode,
      route: job.route,
      days_off: daysOf(job.daysOff),
      report_minutes: job.reportMinutes,
      start_minutes: job.startMinutes,
      end_minutes: job.endMinutes,
      paid_minutes: job.paidMinutes,
      relief_point: job.reliefPoint,
      relief_minutes: job.reliefMinutes,
      picked_by: job.pickedBy,
    })),
  async refuse(db, { removed }) {
    if (removed.length === 0) return [];
    const held = await heldRuns(db);
    const used = new Set(held.map((h) => `${h.pick} ${h.code}`));
    return removed
      .filter((r) => used.has(`${r.pick} ${r.code}`))
      .map((row) => ({
        row,
        column: 'code',
        problem: 'a package or relief bid of the pick holds this run: it cannot be removed',
      }));
  },
  async write(db, { added, changed, removed }) {
    const ids = await pickIds(db);
    const stored = (r: Row): Stored => ({
      pickPeriodId: ids.get(r.pick as string) as number,
      code: r.code as string,
      depotCode: r.depot as string,
      route: r.route as string,
      daysOff: maskOf(r.days_off as string[]),
      reportMinutes: r.report_minutes as number,
      startMinutes: r.start_minutes as number,
      endMinutes: r.end_minutes as number,
      paidMinutes: r.paid_minutes as number,
      reliefPoint: r.relief_point as string | null,
      reliefMinutes: r.relief_minutes as number | null,
      pickedBy: r.picked_by as string | null,
    });
    await deleteRuns(db, removed.map(stored));
    // Cleared first: a run changing hands may swap with another of the same pick (one holder a pick).
    for (const { row } of changed) await clearRunHolder(db, stored(row));
    for (const { row } of changed) await updateRun(db, stored(row));
    await insertRuns(db, added.map(stored));
  },
};
