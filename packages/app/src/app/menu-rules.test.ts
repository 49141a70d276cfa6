import { describe, expect, it } from 'vitest';
import { demoProfile } from '../../test/demo-profiles';
import { isMenuItemSelected, menuItemsFor, menuRuleAllows } from './menu-rules';

describe('menuRuleAllows', () => {
  it('follows the protocol roles and the upcoming-pick fact', () => {
    expect(menuRuleAllows({ role: 'DOB', needsUpcomingPick: true }, demoProfile('100001'))).toBe(true);
    expect(menuRuleAllows({ role: 'DOB', needsUpcomingPick: true }, demoProfile('100003'))).toBe(false);
    expect(menuRuleAllows({ role: 'DOB', needsUpcomingPick: true }, demoProfile('200001'))).toBe(false);
    expect(menuRuleAllows({ role: 'RTO_HR' }, demoProfile('200002'))).toBe(true);
    expect(menuRuleAllows({ role: 'RTO_HR' }, demoProfile('100003'))).toBe(false);
    expect(menuRuleAllows({ role: 'RTO_NOT_SIRTOA' }, demoProfile('300001'))).toBe(false);
    expect(menuRuleAllows({ role: 'RTO' }, demoProfile('300001'))).toBe(true);
    expect(menuRuleAllows({ role: 'employee' }, demoProfile('300001'))).toBe(true);
  });

  it('lists only menu targets the user may see, in table order, never public routes', () => {
    const icon = 'data:';
    const table = [
      { path: '/', access: 'public' as const, menu: { title: 'Sign in', icon } },
      { path: '/a', access: { role: 'DOB' as const }, menu: { title: 'A', icon } },
      { path: '/a/sub', access: { role: 'DOB' as const } },
      { path: '/b', access: { role: 'RTO' as const }, menu: { title: 'B', icon } },
      { path: '/c', access: { role: 'employee' as const }, menu: { title: 'C', icon } },
    ];
    expect(menuItemsFor(table, demoProfile('100001')).map((r) => r.path)).toEqual(['/a', '/c']);
    expect(menuItemsFor(table, demoProfile('200002')).map((r) => r.path)).toEqual(['/b', '/c']);
  });
});

describe('isMenuItemSelected (docs/product.md#side-menu: the route starts with the item’s first path segments)', () => {
  it.each([
    ['/home/pick-board-dob/pick-groups', '/home/pick-board-dob/pick-groups', true],
    ['/home/pick-board-dob/pick-groups', '/home/pick-board-dob/search', true],
    ['/home/pick-board-dob/pick-groups', '/home/pick-board-dob/assignments?x=1', true],
    ['/home/pick-board-dob/pick-groups', '/home/pick-board-rto/search', false],
    ['/home/my-time', '/home/my-time/request-day-off/add-day-off-popup', true],
    ['/home/vr-preferences/selected-bids', '/home/vr-preferences/open-bids', true],
    ['/home/about', '/home/about/support', true],
    ['/home/about', '/home/about-x', false],
    ['/home/about', '/home', false],
    ['/home', '/home', true],
    ['/home', '/home/', true],
    ['/home', '/home/about', false],
  ])('item %s, at %s → %s', (item, current, selected) => {
    expect(isMenuItemSelected(item, current)).toBe(selected);
  });
});
