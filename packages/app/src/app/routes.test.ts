import { describe, expect, it } from 'vitest';
import { anEnvironment, loginElements, NO_PICK } from '../../test/factories';
import { buildProfile } from '../session/profile';
import { menuItemsFor, menuRuleAllows } from './menu-rules';
import { ROUTES, redirectFor } from './routes';

describe('route table', () => {
  it('serves sign-in at / and /login and home with a session', () => {
    expect(ROUTES.map((r) => [r.path, r.access])).toEqual([
      ['/', 'public'],
      ['/login', 'public'],
      ['/home', 'session'],
    ]);
  });

  it('redirects per spec §2', () => {
    expect(redirectFor('', false)).toBe('/login');
    expect(redirectFor('/', false)).toBeUndefined();
    expect(redirectFor('/login', false)).toBeUndefined();
    expect(redirectFor('/home', false)).toBe('/');
    expect(redirectFor('/home', true)).toBeUndefined();
    expect(redirectFor('/home/', true)).toBeUndefined();
    expect(redirectFor('/anything/else', false)).toBe('/');
    expect(redirectFor('/anything/else', true)).toBe('/');
  });
});

describe('menu rules', () => {
  const ctx = { userName: 'u', password: 'p', environment: anEnvironment() };
  const dob = buildProfile(loginElements(), ctx);
  const dobNoPick = buildProfile(loginElements(NO_PICK), ctx);
  const rto = buildProfile(loginElements({ division: 'RTO', HEADER_TITLE_CLASS_0: 'HR' }), ctx);
  const sirtoa = buildProfile(loginElements({ division: 'RTO', subdivision: 'SIRTOA' }), ctx);

  it('follows the protocol roles and the upcoming-pick fact', () => {
    expect(menuRuleAllows({ role: 'DOB', needsUpcomingPick: true }, dob)).toBe(true);
    expect(menuRuleAllows({ role: 'DOB', needsUpcomingPick: true }, dobNoPick)).toBe(false);
    expect(menuRuleAllows({ role: 'RTO_HR' }, rto)).toBe(true);
    expect(menuRuleAllows({ role: 'RTO_NOT_SIRTOA' }, sirtoa)).toBe(false);
    expect(menuRuleAllows({ role: 'employee' }, sirtoa)).toBe(true);
  });

  it('lists only the menu targets a user may see, in table order', () => {
    const icon = 'data:';
    const table = [
      { path: '/home' },
      { path: '/a', menu: { title: 'A', icon, rule: { role: 'DOB' as const } } },
      { path: '/b', menu: { title: 'B', icon, rule: { role: 'RTO' as const } } },
      { path: '/c', menu: { title: 'C', icon, rule: { role: 'employee' as const } } },
    ];
    expect(menuItemsFor(table, dob).map((r) => r.path)).toEqual(['/a', '/c']);
    expect(menuItemsFor(table, rto).map((r) => r.path)).toEqual(['/b', '/c']);
  });
});
