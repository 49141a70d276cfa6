import { type Role, roleAllows } from '@crewline/protocol';
import type { Profile } from '../session/profile';

/** Who sees a menu item (spec §2 route list, §6 roles). */
export interface MenuRule {
  role: Role;
  /** Only with a non-empty upcoming pick. */
  needsUpcomingPick?: boolean;
}

export interface MenuEntry {
  title: string;
  /** ionicons icon (SVG data URL). */
  icon: string;
  rule: MenuRule;
}

export function menuRuleAllows(rule: MenuRule, profile: Profile): boolean {
  if (!roleAllows(rule.role, profile)) return false;
  return !rule.needsUpcomingPick || !profile.upcomingPick.isEmpty;
}

/** The menu items a user sees, in route-table order. */
export function menuItemsFor<R extends { path: string; menu?: MenuEntry }>(
  routes: readonly R[],
  profile: Profile,
): (R & { menu: MenuEntry })[] {
  return routes.filter(
    (r): r is R & { menu: MenuEntry } => r.menu !== undefined && menuRuleAllows(r.menu.rule, profile),
  );
}
