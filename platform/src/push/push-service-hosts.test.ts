import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, isPushServiceEndpoint, PUSH_SERVICE_HOST_PATTERN } from './push-service-hosts.js';

const allowedByDefault = (endpoint: string) => isPushServiceEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS);

describe('isPushServiceEndpoint', () => {
  it.each([
    ['Chrome (FCM)', 'https://fcm.googleapis.com/fcm/send/dXNlcjE:APA91bH'],
    ['Firefox (autopush)', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk'],
    ['Safari', 'https://web.push.apple.com/QGuQyavXutnMH'],
    ['Edge on Windows (WNS)', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA'],
    ['a host written in capitals', 'https://FCM.googleapis.com/fcm/send/x'],
  ])('accepts %s', (_browser, endpoint) => {
    expect(allowedByDefault(endpoint)).toBe(true);
  });

  it.each([
    ["a cloud's metadata address", 'https://169.254.169.254/latest/meta-data'],
    ['a loopback address', 'https://127.0.0.1/admin'],
    ['a host inside the network', 'https://redis.internal/'],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a look-alike domain', 'https://fcm.googleapis.com.evil.example/x'],
    ['a domain that only ends the same', 'https://evilnotify.windows.com/x'],
    ['the bare domain of a wildcard entry', 'https://notify.windows.com/x'],
    ['credentials in the URL', 'https://user:pass@fcm.googleapis.com/fcm/send/x'],
    ['no URL at all', 'not a url'],
    ['a host that only the newer URL parser finds (no slashes)', 'https:fcm.googleapis.com/fcm/send/x'],
    ['a host that only the newer URL parser finds (one slash)', 'https:/fcm.googleapis.com/fcm/send/x'],
    ['a host that only the newer URL parser finds (three slashes)', 'https:///fcm.googleapis.com/fcm/send/x'],
    ['a backslash for a slash', 'https:\\\\fcm.googleapis.com/fcm/send/x'],
  ])('refuses %s', (_what, endpoint) => {
    expect(allowedByDefault(endpoint)).toBe(false);
  });

  it('accepts a host that configuration adds, on the port it names', () => {
    const hosts = [...DEFAULT_PUSH_SERVICE_HOSTS, 'push.example.org', '127.0.0.1:8443'];
    expect(isPushServiceEndpoint('https://push.example.org/p/1', hosts)).toBe(true);
    expect(isPushServiceEndpoint('https://127.0.0.1:8443/p/1', hosts)).toBe(true);
    expect(isPushServiceEndpoint('https://127.0.0.1/p/1', hosts)).toBe(false);
    expect(isPushServiceEndpoint('https://127.0.0.1:9443/p/1', hosts)).toBe(false);
  });

  it('describes every default entry with the pattern that configured entries must follow', () => {
    for (const entry of DEFAULT_PUSH_SERVICE_HOSTS) expect(entry).toMatch(PUSH_SERVICE_HOST_PATTERN);
    expect('http://push.example.org').not.toMatch(PUSH_SERVICE_HOST_PATTERN);
    expect('push.example.org/path').not.toMatch(PUSH_SERVICE_HOST_PATTERN);
  });
});
