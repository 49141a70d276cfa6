import { daysOffLabel, type PackageKind, type PackageRow, type StartBand } from '@crewline/protocol';

/** The board's search (spec §2 pick-board search): every field optional, all given ones must match. */
export interface PackageFilter {
  route?: string;
  /** Days off as the search lists them, "Sat-Sun". */
  rdoPair?: string;
  startBand?: StartBand;
  kind?: PackageKind;
  /** Weekly paid minutes, at least / at most. */
  minWeeklyMinutes?: number;
  maxWeeklyMinutes?: number;
}

export function isFiltering(filter: PackageFilter): boolean {
  return Object.values(filter).some((v) => v !== undefined);
}

export function matchesFilter(p: PackageRow, f: PackageFilter): boolean {
  if (f.route !== undefined && !p.routes.split('/').includes(f.route)) return false;
  if (f.rdoPair !== undefined && daysOffLabel(p.daysOff) !== f.rdoPair) return false;
  if (f.startBand !== undefined && p.startBand !== f.startBand) return false;
  if (f.kind !== undefined && p.kind !== f.kind) return false;
  if (f.minWeeklyMinutes !== undefined && p.weeklyPaidMinutes < f.minWeeklyMinutes) return false;
  if (f.maxWeeklyMinutes !== undefined && p.weeklyPaidMinutes > f.maxWeeklyMinutes) return false;
  return true;
}
