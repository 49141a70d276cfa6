import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { isAllowedPushEndpoint, parsePushHost } from '../../src/lib/push-hosts';
import { configRefusals } from '../support/config-refusals';

describe('PUSH_SERVICE_HOSTS: the push services a subscription may name', () => {
  const rules = (...entries: string[]) =>
    entries.map((e) => parsePushHost(e) ?? { host: '', wildcard: false, port: 0 });

  it('allows the public push services by default, and nothing else', () => {
    const { pushHosts } = loadConfig({}).notify;
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', pushHosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', pushHosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx', pushHosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-by3p.notify.windows.com/w/?token=x', pushHosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.apple.com/x', pushHosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', pushHosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x', pushHosts)).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/x', pushHosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest', pushHosts)).toBe(false);
  });

  it('takes host, host:port and *.domain entries', () => {
    const list = rules('push.agency.example', '127.0.0.1:8443', '*.push.agency.example:444');
    expect(isAllowedPushEndpoint('https://push.agency.example/x', list)).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/x', list)).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1/x', list)).toBe(false);
    expect(isAllowedPushEndpoint('https://a.push.agency.example:444/x', list)).toBe(true);
    expect(isAllowedPushEndpoint('https://a.push.agency.example/x', list)).toBe(false);
  });

  it('refuses an entry that is not a host, naming it', () => {
    expect(configRefusals({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, https://x.example/, *.com' })).toEqual([
      'PUSH_SERVICE_HOSTS: not accepted: https://x.example/',
      'PUSH_SERVICE_HOSTS: not accepted: *.com',
    ]);
  });

  it('refuses half a VAPID key pair', () => {
    expect(configRefusals({ VAPID_PRIVATE_KEY: '_E2SgELgFSVzFeLIOBQvpecuu2luyrHJ66hYNOekP1U' })).toEqual([
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair) or neither (the demo pair)',
    ]);
  });
});
