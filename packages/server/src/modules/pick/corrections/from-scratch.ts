import type { Snapshot } from '../engine';

/**
 * The round to run again from its first turn with nothing held: through place `through`, or, of
 * a closed round, every turn and the close. What a correction compares, as recorded and as
 * corrected, and what its tests hold an applied correction to.
 */
export function fromScratch(snapshot: Snapshot, through: number, closed: boolean): Snapshot {
  const policy = closed
    ? { processedThroughRank: 0, throughRank: null, close: true }
    : { processedThroughRank: 0, throughRank: through, close: false };
  return { ...snapshot, holdings: [], policy } as Snapshot;
}
