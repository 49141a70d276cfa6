import { type Role, roleAllows } from '@crewline/protocol';
import type { MenuEntry, MenuRule } from '../lib/route.types';
import type { Profile } from '../session/profile';

/** The roles of the pick office's own screens; every other screen is an employee's. */
const OFFICE_SCREEN_ROLES: readonly Role[] = ['PICK_CLERK', 'PICK_SUPERVISOR'];

/**
 * An office person sees the office only: the employee screens would show them no data of
 * theirs (they hold no work, pick or timecard), and the office screens are no employee's.
 */
export function menuRuleAllows(rule: MenuRule, profile: Profile): boolean {
  if (profile.office !== undefined && !OFFICE_SCREEN_ROLES.includes(rule.role)) return false;
  if (!roleAllows(rule.role, profile)) return false;
  return !rule.needsUpcomingPick || !profile.upcomingPick.isEmpty;
}

interface RuledRoute {
  path: string;
  access: 'public' | MenuRule;
  menu?: MenuEntry;
}

/** The menu targets a user may see, in route-table order. */
export function menuItemsFor<R extends RuledRoute>(
  routes: readonly R[],
  profile: Profile,
): (R & { menu: MenuEntry })[] {
  return routes.filter(
    (r): r is R & { menu: MenuEntry } =>
      r.menu !== undefined && r.access !== 'public' && menuRuleAllows(r.access, profile),
  );
}

/** The first two segments of a path ('/home/pick-board-dob/search' → ['home', 'pick-board-dob']). */
function leadingSegments(path: string): string[] {
  return path.split(/[?#]/)[0]?.split('/').filter(Boolean).slice(0, 2) ?? [];
}

/**
 * docs/product.md#side-menu: an item is selected when the current route starts with its first path segments,
 * so every page of an area (home/pick-board-dob/search) selects the area's item
 * (home/pick-board-dob/pick-groups). Segments compare whole: home/about is not home/about-x.
 */
export function isMenuItemSelected(itemPath: string, currentPath: string): boolean {
  const item = leadingSegments(itemPath);
  const current = leadingSegments(currentPath);
  return item.length === current.length && item.every((segment, i) => segment === current[i]);
}
