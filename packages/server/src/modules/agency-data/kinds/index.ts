import type { FileKind } from '../file-kind';
import { absencesKind } from './absences';
import { depotsKind } from './depots';
import { employeesKind } from './employees';
import { entitlementsKind } from './entitlements';
import { holidayRequirementsKind } from './holiday-requirements';
import { holidaysKind } from './holidays';
import { leaveBalancesKind } from './leave-balances';
import { packageOverridesKind } from './package-overrides';
import { packagesKind } from './packages';
import { pickPeriodsKind } from './pick-periods';
import { pickRoundsKind } from './pick-rounds';
import { pickTurnsKind } from './pick-turns';
import { piecesKind } from './pieces';
import { populationMembersKind } from './population-members';
import { populationsKind } from './populations';
import { runsKind } from './runs';
import { timecardsKind } from './timecards';
import { vacationPoolsKind } from './vacation-pools';
import { vacationWeeksKind } from './vacation-weeks';
import { vrBidsKind } from './vr-bids';

/** Every file kind, in the order they are written (a kind after those it refers to). */
export const FILE_KINDS: readonly FileKind[] = [
  depotsKind,
  employeesKind,
  pickPeriodsKind,
  pickRoundsKind,
  runsKind,
  piecesKind,
  populationsKind,
  populationMembersKind,
  pickTurnsKind,
  packagesKind,
  packageOverridesKind,
  vacationPoolsKind,
  vacationWeeksKind,
  holidaysKind,
  holidayRequirementsKind,
  entitlementsKind,
  leaveBalancesKind,
  absencesKind,
  timecardsKind,
  vrBidsKind,
];

export const kindNamed = (name: string) => FILE_KINDS.find((k) => k.name === name);

/** The tables an import writes, each after those it refers to. */
export const IMPORTED_TABLES = [
  'depots',
  'employees',
  'pick_periods',
  'pick_rounds',
  'jobs',
  'assignment_pieces',
  'pick_groups',
  'populations',
  'population_members',
  'pick_turns',
  'packages',
  'package_days',
  'package_overrides',
  'vacation_pools',
  'vacation_weeks',
  'holidays',
  'holiday_requirements',
  'vacation_entitlements',
  'leave_banks',
  'absences',
  'timecards',
  'vr_bids',
] as const;
