import type { jobs } from '../db/schema';
import { isDayOff } from '../lib/days-off';
import { BUS_OPERATOR } from './agency';
import { ALL_DEPOTS } from './depots';
import type { EmployeeRow } from './employees';
import type { Random } from './random';

export type JobRow = Omit<typeof jobs.$inferInsert, 'id' | 'pickPeriodId'>;

/** Bus routes run out of each borough's depots. */
const BUS_ROUTES: Record<string, readonly string[]> = {
  Brooklyn: ['B1', 'B6', 'B8', 'B11', 'B35', 'B41', 'B44', 'B46', 'B49', 'B82', 'B103'],
  Queens: ['Q5', 'Q17', 'Q27', 'Q44', 'Q46', 'Q58', 'Q85', 'Q88', 'Q111'],
  Manhattan: ['M4', 'M7', 'M15', 'M60', 'M86', 'M101', 'M104'],
  Bronx: ['Bx1', 'Bx6', 'Bx12', 'Bx15', 'Bx19', 'Bx36', 'Bx41'],
  'Staten Island': ['S40', 'S44', 'S48', 'S53', 'S62', 'S74', 'S78', 'S79'],
};

/** Where runs are relieved mid-day, per borough. */
const RELIEF_POINTS: Record<string, readonly string[]> = {
  Brooklyn: ['Flatbush Av & Nostrand Av', 'Kings Plaza', 'Atlantic Av & Pennsylvania Av', 'Fulton St & Utica Av'],
  Queens: ['Jamaica Center', 'Main St & Roosevelt Av', 'Queens Blvd & 71 Av', 'Hillside Av & 179 St'],
  Manhattan: ['125 St & Lenox Av', '14 St & 1 Av', '86 St & Lexington Av', 'South Ferry'],
  Bronx: ['Fordham Plaza', 'Hub (149 St & 3 Av)', 'Gun Hill Rd & White Plains Rd', 'Pelham Bay Park'],
  'Staten Island': ['St. George Ferry Terminal', 'Eltingville Transit Center', 'Richmond Av & Forest Av'],
};

/** Subway lines crewed out of each terminal or crew room. */
const TERMINAL_LINES: Record<string, readonly string[]> = {
  CIY: ['D', 'F', 'N', 'Q'],
  '207': ['A'],
  PBY: ['6'],
  JAY: ['E', 'J'],
  CON: ['B', 'D'],
  WCY: ['6'],
  LIV: ['3'],
  '180': ['2', '5'],
  CAN: ['L'],
  VCP: ['1'],
  FMS: ['7'],
  PAR: ['E', 'J', 'Z'],
  SG: ['SIR'],
  TOT: ['SIR'],
  CLF: ['SIR'],
};

const BOROUGH = new Map(ALL_DEPOTS.map((d) => [d.code, d.borough]));

/** Days off: two consecutive days, as Sunday = 1 … Saturday = 64 bits. */
function daysOffPair(rng: Random): number {
  const first = rng.weighted<number>([
    [6, 4], // Sat–Sun, the most wanted
    [0, 2],
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 1],
    [5, 2],
  ]);
  return (1 << first) | (1 << ((first + 1) % 7));
}

const step = (rng: Random, min: number, max: number, by: number) => min + by * rng.int(0, Math.floor((max - min) / by));

interface Shape {
  route: string;
  start: number;
  paid: number;
  spread: number;
  relief?: string;
  /** Before the job number: the subway line; bus runs use the depot code. */
  prefix?: string;
}

function busRun(rng: Random, borough: string): Shape {
  const paid = step(rng, 480, 540, 5);
  const split = rng.chance(0.3);
  const spread = paid + (split ? step(rng, 60, 150, 5) : step(rng, 20, 45, 5));
  const start = rng.weighted<number>([
    [step(rng, 270, 420, 5), 5], // early AM pull-outs
    [step(rng, 600, 840, 5), 3],
    [step(rng, 900, 1080, 5), 3],
    [step(rng, 1260, 1410, 5), 1], // owl runs, past midnight
  ]);
  const routes = BUS_ROUTES[borough] ?? BUS_ROUTES.Brooklyn ?? [];
  return {
    route: rng.chance(0.25) ? twoRoutes(rng, routes) : rng.pick(routes),
    start,
    paid,
    spread,
    relief: rng.chance(0.4) ? rng.pick(RELIEF_POINTS[borough] ?? []) : undefined,
  };
}

/** Two different routes ("B41/B44"), drawing as many numbers as two picks would. */
function twoRoutes(rng: Random, routes: readonly string[]): string {
  const first = rng.int(0, routes.length - 1);
  const second = (first + 1 + rng.int(0, Math.max(0, routes.length - 2))) % routes.length;
  return `${routes[first]}/${routes[second]}`;
}

function shiftWork(rng: Random, route: string): Shape {
  const start = rng.pick([360, 420, 840, 900, 1380]);
  return { route, start, paid: 480, spread: 510 };
}

function subwayJob(rng: Random, depotCode: string, title: string): Shape {
  const line = rng.pick(TERMINAL_LINES[depotCode] ?? ['A']);
  const route = line === 'SIR' ? 'Staten Island Railway' : `${line} line`;
  if (title === 'Station Agent' || title === 'Tower Operator') return { ...shiftWork(rng, route), prefix: line };
  const paid = step(rng, 480, 525, 5);
  return { route, start: step(rng, 240, 1410, 5), paid, spread: paid + step(rng, 20, 40, 5), prefix: line };
}

function shapeFor(rng: Random, holder: JobHolder): Shape {
  const borough = BOROUGH.get(holder.depotCode) ?? 'Brooklyn';
  if (holder.department === 'RTO') return subwayJob(rng, holder.depotCode, holder.title);
  if (holder.title === BUS_OPERATOR) return busRun(rng, borough);
  return shiftWork(rng, holder.title === 'Dispatcher' ? 'Dispatch desk' : 'Maintenance shop');
}

/** Numbers jobs per pick and prefix (depot or line), in the order employees pick (seniority). */
export class JobNumbers {
  private readonly next = new Map<string, number>();

  code(pick: number, prefix: string): string {
    const key = `${pick}:${prefix}`;
    // Each pick numbers its runs afresh, from its own starting point.
    const n = (this.next.get(key) ?? 100 + ((pick * 337) % 400)) + 1;
    this.next.set(key, n);
    return `${prefix}-${String(n).padStart(3, '0')}`;
  }
}

/** Who works a job: what decides its shape and where it is posted. */
export type JobHolder = Pick<EmployeeRow, 'department' | 'title' | 'depotCode'>;

/**
 * A run (bus) or job (subway) as posted in a pick, before anyone holds it. `code` numbers it
 * under its prefix: the depot for a bus run, the line for a subway job.
 */
export function postedJob(rng: Random, holder: JobHolder, code: (prefix: string) => string): JobRow {
  const shape = shapeFor(rng, holder);
  const end = shape.start + shape.spread;
  return {
    code: code(shape.prefix ?? holder.depotCode),
    depotCode: holder.depotCode,
    route: shape.route,
    daysOff: daysOffPair(rng),
    reportMinutes: shape.start - (holder.department === 'DOB' ? 15 : 10),
    startMinutes: shape.start,
    endMinutes: end,
    paidMinutes: shape.paid,
    reliefPoint: shape.relief ?? null,
    reliefMinutes: shape.relief ? shape.start + step(rng, 150, Math.max(150, shape.spread - 120), 5) : null,
    pickedBy: null,
  };
}

/** The job an employee holds in one pick: picked in seniority order at their own depot. */
export function jobFor(rng: Random, employee: EmployeeRow, pick: number, numbers: JobNumbers): JobRow {
  return { ...postedJob(rng, employee, (prefix) => numbers.code(pick, prefix)), pickedBy: employee.passId };
}

/** True when the job works on the weekday (0 = Sunday). */
export const worksOn = (job: Pick<JobRow, 'daysOff'>, weekday: number) => !isDayOff(job.daysOff, weekday);
