import { roleAllows } from '@crewline/protocol';
import type { MenuEntry, MenuRule } from '../lib/route.types';
import type { Profile } from '../session/profile';

export function menuRuleAllows(rule: MenuRule, profile: Profile): boolean {
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
