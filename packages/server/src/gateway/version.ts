import { compareVersions, isKnownVersion } from '@crewline/protocol';

/** An absent or unreadable version is treated as too old: the app must say which one it is. */
export function isBelowMinimum(version: string | undefined, minimum: string): boolean {
  if (!isKnownVersion(version)) return true;
  return compareVersions(version, minimum) < 0;
}
