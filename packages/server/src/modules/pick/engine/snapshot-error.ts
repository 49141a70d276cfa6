/** A snapshot the engine cannot run: a loader bug, never an employee's mistake. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}
