import { compareVersions, isKnownVersion } from '@crewline/protocol';

export interface Release {
  version: string;
  url: string;
}

/**
 * docs/product.md#update-availability: the platform's latest release when it is newer than the
 * running version (compared as numbers, three digits per dotted part); otherwise undefined.
 */
export function availableUpdate(currentVersion: string, latest: Release | undefined): Release | undefined {
  if (!latest || !isKnownVersion(latest.version) || !isKnownVersion(currentVersion)) return undefined;
  return compareVersions(latest.version, currentVersion) > 0 ? latest : undefined;
}
