/**
 * The shape of the demo agency: who works where, under which title and class.
 *
 * Title classes: FT full-time and PT part-time hourly operating staff, HR hourly-rated
 * extra-list staff (in RTO they bid for vacation relief, hence VR Preferences), PR
 * per-annum (salaried) supervisors.
 */
export type Department = 'DOB' | 'RTO';

export interface Job {
  department: Department;
  subdivision: string;
  title: string;
  classes: readonly (readonly [string, number])[];
  /** Share of the department's generated employees. */
  weight: number;
}

export const BUS_OPERATOR = 'Bus Operator';

export const JOBS: readonly Job[] = [
  {
    department: 'DOB',
    subdivision: 'BUS OPERATIONS',
    title: BUS_OPERATOR,
    weight: 82,
    classes: [
      ['FT', 85],
      ['PT', 15],
    ],
  },
  { department: 'DOB', subdivision: 'BUS OPERATIONS', title: 'Dispatcher', weight: 5, classes: [['PR', 1]] },
  { department: 'DOB', subdivision: 'BUS MAINTENANCE', title: 'Bus Maintainer', weight: 13, classes: [['HR', 1]] },
  {
    department: 'RTO',
    subdivision: 'SUBWAY',
    title: 'Train Operator',
    weight: 38,
    classes: [
      ['FT', 75],
      ['HR', 25],
    ],
  },
  {
    department: 'RTO',
    subdivision: 'SUBWAY',
    title: 'Conductor',
    weight: 34,
    classes: [
      ['FT', 70],
      ['HR', 30],
    ],
  },
  {
    department: 'RTO',
    subdivision: 'SUBWAY',
    title: 'Station Agent',
    weight: 19,
    classes: [
      ['FT', 80],
      ['PT', 20],
    ],
  },
  { department: 'RTO', subdivision: 'SUBWAY', title: 'Tower Operator', weight: 4, classes: [['FT', 1]] },
  { department: 'RTO', subdivision: 'SIRTOA', title: 'Train Operator', weight: 2.5, classes: [['FT', 1]] },
  { department: 'RTO', subdivision: 'SIRTOA', title: 'Conductor', weight: 2.5, classes: [['FT', 1]] },
];

/** Share of generated employees in DOB; the rest are RTO. */
export const DOB_SHARE = 0.55;
