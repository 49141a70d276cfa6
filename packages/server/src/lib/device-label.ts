import { SESSION_DEVICE_MAX, SESSIONS_TEXTS } from '@crewline/protocol';

/** What a User-Agent says, by the first rule that matches (more specific first). */
const APPS: readonly [RegExp, string][] = [
  [/\bElectron\//, 'Crewline desktop'],
  [/; wv\)|\bCapacitor\b/, 'Crewline app'],
  [/\bEdg(A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: readonly [RegExp, string][], text: string) => rules.find(([rule]) => rule.test(text))?.[1];

/**
 * How much of a User-Agent is read: real ones are a few hundred characters, and a header of
 * many kilobytes is read no further (whoever signs in chooses it).
 */
const USER_AGENT_READ = 512;

/** An Android phone's model, as its browsers write it: "Linux; Android 14; Pixel 8 Build/…)". */
function androidModel(userAgent: string): string | undefined {
  // One part between separators, its build cut off after: no pattern here backtracks.
  const part = /Android [\d.]+; ([^;)]*)[;)]/.exec(userAgent)?.[1];
  const model = part?.split(' Build/')[0]?.trim();
  return model && model !== 'K' && /[A-Za-z]/.test(model) ? model : undefined;
}

/**
 * A session's device as the employee reads it in Signed-in devices, from its sign-in's
 * User-Agent: "Chrome on Windows", "Crewline app on Pixel 8", "Safari on iPhone". A User-Agent is
 * whatever the caller says: it names the device to its owner, it proves nothing.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, USER_AGENT_READ).trim();
  if (ua === '') return SESSIONS_TEXTS.unknownDevice;
  const app = first(APPS, ua);
  const system = first(SYSTEMS, ua);
  const where = system === 'Android' ? (androidModel(ua) ?? system) : system;
  const label = app && where ? `${app} on ${where}` : (app ?? where ?? ua.replace(/[^\x20-\x7e]/g, ''));
  return label.slice(0, SESSION_DEVICE_MAX) || SESSIONS_TEXTS.unknownDevice;
}
