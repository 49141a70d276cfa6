// The shape of a route: a leaf (it imports only the lazy-screen type), so each area can
// declare its routes next to its screens (features/<area>/<area>.routes.ts) without
// importing the route table that composes them.
import type { Role } from '@crewline/protocol';
import type { LazyScreen } from './lazy-screen';

/** Who may open a route and see it in the menu (docs/product.md#route-list, docs/product.md#roles). */
export interface MenuRule {
  role: Role;
  /** Only with a non-empty upcoming pick. */
  needsUpcomingPick?: boolean;
}

/** How a menu target looks in the side menu. */
export interface MenuEntry {
  title: string;
  /** ionicons icon (SVG data URL). */
  icon: string;
}

export interface AppRoute {
  path: string;
  /**
   * The screen, loaded on demand. A route whose screen belongs to a later issue has none:
   * it keeps its rule in the table but is not routed (its path redirects to /) and not in the menu.
   */
  screen?: LazyScreen;
  /** 'public': reachable signed out; otherwise who may open it once signed in. */
  access: 'public' | MenuRule;
  /** Present when the route is a menu target. */
  menu?: MenuEntry;
}

export type ScreenRoute = AppRoute & { screen: LazyScreen };
