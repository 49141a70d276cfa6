import type { Id } from './engine.types';

/**
 * The one total order of ids wherever the engine needs one (extra-board positions, ties):
 * numbers before strings, numbers by value, strings by UTF-16 code units. Never locale-dependent.
 */
export function compareIds(a: Id, b: Id): number {
  if (typeof a === 'number') {
    if (typeof b === 'number') return a - b;
    return -1;
  }
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
