import { DAY_NAMES, type PackageKind, type PackageRow, startBandOf } from '@crewline/protocol';
import { isDayOff } from '../../lib/days-off';
import type { PackageDbRow, RunDbRow } from './pick-board.repository';

/** A package as the board lists it, before who holds it and where it stands for the employee. */
export type PackageSummary = Omit<PackageRow, 'seatsLeft' | 'takenBy' | 'projection' | 'selected'>;

export const daysOffOf = (rdoMask: number) => DAY_NAMES.filter((_, weekday) => isDayOff(rdoMask, weekday));

export function packageSummary(pkg: PackageDbRow, runs: readonly RunDbRow[]): PackageSummary {
  const start = runs.length ? Math.min(...runs.map((r) => r.startMinutes)) : null;
  return {
    packageId: pkg.packageId,
    code: pkg.code,
    kind: pkg.kind as PackageKind,
    capacity: pkg.capacity,
    routes: pkg.routes,
    daysOff: daysOffOf(pkg.rdoMask),
    weeklyPaidMinutes: pkg.weeklyPaidMinutes,
    startMinutes: start,
    startBand: start === null ? null : startBandOf(start),
  };
}

/** With who took its places: what is left. */
export function withHolders(summary: PackageSummary, takenBy: string[]) {
  return { ...summary, seatsLeft: Math.max(0, summary.capacity - takenBy.length), takenBy };
}
