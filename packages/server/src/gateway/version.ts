import { DESKTOP_VERSION_SUFFIX } from '@crewline/protocol';

/** Numeric parts of an app version; the desktop suffix and anything non-numeric are ignored. */
function parts(version: string): number[] {
  const bare = version.trim().replace(new RegExp(`${DESKTOP_VERSION_SUFFIX}$`, 'i'), '');
  return bare.split('.').map((p) => {
    const n = Number.parseInt(p, 10);
    return Number.isFinite(n) ? n : 0;
  });
}

/** Negative when a < b, zero when equal, positive when a > b; compared part by part as numbers. */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** An absent or unreadable version is treated as too old: the app must say which one it is. */
export function isBelowMinimum(version: string | undefined, minimum: string): boolean {
  if (version === undefined || !/^\s*\d/.test(version)) return true;
  return compareVersions(version, minimum) < 0;
}
