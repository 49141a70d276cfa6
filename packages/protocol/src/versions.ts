/**
 * App versions compared as numbers with three digits per dotted part
 * (docs/product.md#update-availability): '2.5.1' → 2005001. A suffix such as '-Desktop' is
 * ignored; a missing part counts as 0; a part over 999 is capped so it cannot spill into the
 * part before it.
 */
export function versionNumber(version: string): number {
  const core = version.trim().split(/[-+\s]/)[0] ?? '';
  const parts = core.split('.').slice(0, 3);
  while (parts.length < 3) parts.push('0');
  return parts.reduce((total, part) => {
    const n = Number.parseInt(part, 10);
    return total * 1000 + (Number.isFinite(n) && n > 0 ? Math.min(n, 999) : 0);
  }, 0);
}

/** Negative when a is older than b, zero when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  return versionNumber(a) - versionNumber(b);
}

/** Blank or non-numeric versions are unknown (docs/product.md#validation: blank counts as absent). */
export function isKnownVersion(version: string | undefined | null): version is string {
  return typeof version === 'string' && /^\s*\d/.test(version);
}
