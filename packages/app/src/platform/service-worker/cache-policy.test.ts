import { describe, expect, it } from 'vitest';
import { cacheRuleFor, isOldShellCache } from './cache-policy';

const SCOPE = 'https://agency.example/';
const get = (path: string, mode = 'cors') => ({ url: `https://agency.example${path}`, method: 'GET', mode });

describe('service worker cache rules', () => {
  it.each([
    '/ServiceManager/Macro/ExecMacro/mta_login',
    '/gateway/east/mta_getEnvironments?version=2.5.1-Desktop',
    '/gateway/west',
    '/auth/second-factor?token=abc',
    '/auth/second-factor/done',
    '/docs',
    '/docs/openapi.json',
    '/assets/mocks/mta_login.json',
  ])('never caches %s', (path) => {
    expect(cacheRuleFor(get(path), SCOPE)).toBe('network-only');
    expect(cacheRuleFor(get(path, 'navigate'), SCOPE)).toBe('network-only');
  });

  it('leaves writes and other origins alone', () => {
    expect(cacheRuleFor({ ...get('/assets/index-AbCdEf12.js'), method: 'POST' }, SCOPE)).toBe('network-only');
    expect(
      cacheRuleFor({ url: 'https://cdn.example/assets/index-AbCdEf12.js', method: 'GET', mode: 'cors' }, SCOPE),
    ).toBe('network-only');
  });

  it('serves page loads from the network with the cached shell as the offline fallback', () => {
    expect(cacheRuleFor(get('/', 'navigate'), SCOPE)).toBe('app-shell');
    expect(cacheRuleFor(get('/home/about?referrer=menu', 'navigate'), SCOPE)).toBe('app-shell');
  });

  it('keeps hashed build files, and other build files only as an offline copy', () => {
    expect(cacheRuleFor(get('/assets/index-B3Ll3yFB.js'), SCOPE)).toBe('hashed-asset');
    expect(cacheRuleFor(get('/assets/SignInScreen-x_9-AbCd.css'), SCOPE)).toBe('hashed-asset');
    expect(cacheRuleFor(get('/manifest.webmanifest'), SCOPE)).toBe('static');
    expect(cacheRuleFor(get('/icons/icon-192.png'), SCOPE)).toBe('static');
  });

  it('works under a sub-path scope', () => {
    const scope = 'https://agency.example/crewline/';
    expect(cacheRuleFor(get('/crewline/assets/index-B3Ll3yFB.js'), scope)).toBe('hashed-asset');
    expect(cacheRuleFor(get('/crewline/gateway/east'), scope)).toBe('network-only');
    expect(cacheRuleFor(get('/other/assets/index-B3Ll3yFB.js'), scope)).toBe('network-only');
  });

  it('deletes only older shell caches', () => {
    expect(isOldShellCache('crewline-shell-old', 'crewline-shell-new')).toBe(true);
    expect(isOldShellCache('crewline-shell-new', 'crewline-shell-new')).toBe(false);
    expect(isOldShellCache('someone-else', 'crewline-shell-new')).toBe(false);
  });
});
