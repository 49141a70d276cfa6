import type { PackageRow } from '@crewline/protocol';
import { standingOf } from './package-facts';
import './pick.css';

/** A package's standing for the employee as a small coloured label: Closed, or its projection. */
export default function StandingChip({ pkg }: { pkg: Pick<PackageRow, 'seatsLeft' | 'projection'> }) {
  const standing = standingOf(pkg);
  return <span className={`board-chip board-chip--${standing.tone}`}>{standing.label}</span>;
}
