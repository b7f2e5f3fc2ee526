/**
 * Whether a request's `If-None-Match` names the resource's current `etag` (RFC 9110 13.1.2): one of a list, `*`, and
 * weak tags alike, since a GET compares weakly. A cache that keeps several versions sends them all.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
