import { createPlatform } from './detect-platform';
import type { PlatformAdapter } from './platform.types';

export type { PlatformAdapter, PlatformKind } from './platform.types';

let current: PlatformAdapter | undefined;

/** The platform chosen at start-up (created on first use). */
export function platform(): PlatformAdapter {
  current ??= createPlatform();
  return current;
}
