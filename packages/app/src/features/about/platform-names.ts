import type { PlatformKind } from '../../platform';

/** How each platform is named to the employee (and to support). */
export const PLATFORM_NAMES: Record<PlatformKind, string> = {
  native: 'Mobile app',
  desktop: 'Desktop',
  'browser-dev': 'Browser (development)',
};
