import { describe, expect, it } from 'vitest';
import { agencyOriginsOf, decideNavigation, decideWindowOpen, isAppUrl } from '../src/navigation-policy';

const AGENCY = agencyOriginsOf([
  'https://east.agency.example/gateway/east',
  'https://west.agency.example/gateway/west',
]);
const SECOND_FACTOR = 'https://east.agency.example/auth/second-factor?token=abc';

describe('agencyOriginsOf', () => {
  it('keeps the origin of each gateway URL once', () => {
    expect([...AGENCY]).toEqual(['https://east.agency.example', 'https://west.agency.example']);
    const local = agencyOriginsOf(['http://localhost:8080/gateway/east', 'http://localhost:8080/gateway/west']);
    expect([...local]).toEqual(['http://localhost:8080']);
  });
});

describe('isAppUrl', () => {
  it('is true for the app origin only', () => {
    expect(isAppUrl('app://crewline/')).toBe(true);
    expect(isAppUrl('app://crewline/home/about?referrer=menu')).toBe(true);
    expect(isAppUrl('app://other/')).toBe(false);
    expect(isAppUrl('https://crewline/')).toBe(false);
    expect(isAppUrl('')).toBe(false);
  });
});

describe('decideNavigation in the main frame', () => {
  const main = (url: string) => decideNavigation(AGENCY, url, true);

  it('allows the app origin', () => {
    expect(main('app://crewline/login')).toBe('allow');
  });

  it('sends web and mail links to the system instead of leaving the app', () => {
    expect(main('https://selfservice.crewline.example/password-reset')).toBe('open-external');
    expect(main('http://example.org/')).toBe('open-external');
    expect(main(SECOND_FACTOR)).toBe('open-external');
    expect(main('mailto:support@crewline.example')).toBe('open-external');
  });

  it('denies every other target', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'app://other/', 'data:text/html,x', 'nonsense']) {
      expect(main(url), url).toBe('deny');
    }
  });
});

describe('decideNavigation in a frame', () => {
  const frame = (url: string) => decideNavigation(AGENCY, url, false);

  it('allows the inline second-factor page on the agency origins', () => {
    expect(frame(SECOND_FACTOR)).toBe('allow');
    expect(frame('https://west.agency.example/auth/second-factor')).toBe('allow');
  });

  it('allows the app origin and a frame starting blank', () => {
    expect(frame('app://crewline/')).toBe('allow');
    expect(frame('about:blank')).toBe('allow');
    expect(frame('about:srcdoc')).toBe('allow');
  });

  it('denies other origins without opening anything', () => {
    for (const url of [
      'https://evil.example/phish',
      'http://east.agency.example/auth/second-factor',
      'https://east.agency.example:8443/auth',
      'mailto:someone@example.org',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(frame(url), url).toBe('deny');
    }
  });
});

describe('decideWindowOpen', () => {
  it('opens web and mail links in the system, never in a new app window', () => {
    expect(decideWindowOpen('https://selfservice.crewline.example/password-reset')).toBe('open-external');
    expect(decideWindowOpen('http://example.org/')).toBe('open-external');
    expect(decideWindowOpen('mailto:support@crewline.example')).toBe('open-external');
  });

  it('denies everything else, the app itself included', () => {
    for (const url of ['app://crewline/home/about', 'file:///etc/passwd', 'javascript:alert(1)', 'about:blank', '']) {
      expect(decideWindowOpen(url), url).toBe('deny');
    }
  });
});
