/**
 * The push services that the browsers in use deliver through. A push subscription is an address that the notifier
 * will POST to on every new question, so only these hosts are accepted: anything else would let a user point the
 * notifier at an address of their choosing (a service inside our network, a cloud's metadata address).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging).
  'fcm.googleapis.com',
  // Firefox (Mozilla autopush).
  'updates.push.services.mozilla.com',
  // Safari on macOS and iOS (web.push.apple.com and its regional hosts).
  '*.push.apple.com',
  // Edge on Windows (Windows Push Notification Services, e.g. wns2-par02p.notify.windows.com).
  '*.notify.windows.com',
];

/**
 * One entry of the list: a host name (`fcm.googleapis.com`), every sub-domain of a domain (`*.notify.windows.com`),
 * either with a port (`127.0.0.1:8443`) when the service listens on one other than 443.
 */
export const PUSH_SERVICE_HOST_PATTERN = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** True when `endpoint` is an https URL on one of `hosts` (entries as PUSH_SERVICE_HOST_PATTERN describes). */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  // The URL as written must name the host the parser found: web-push reads it again with Node's older parser,
  // which finds no host in forms such as `https:fcm.googleapis.com/...` and would then post to localhost.
  if (!endpoint.toLowerCase().startsWith(`https://${url.host}/`)) return false;
  const port = url.port === '' ? '443' : url.port;
  return hosts.some((entry) => entryMatches(entry.toLowerCase(), url.hostname, port));
}

function entryMatches(entry: string, hostname: string, port: string): boolean {
  const colon = entry.lastIndexOf(':');
  const host = colon === -1 ? entry : entry.slice(0, colon);
  const entryPort = colon === -1 ? '443' : entry.slice(colon + 1);
  if (entryPort !== port) return false;
  if (!host.startsWith('*.')) return hostname === host;
  // `*.example.org` is every name under example.org, and not example.org itself nor evil-example.org.
  return hostname.endsWith(host.slice(1));
}
