/**
 * An id as the admin screens show it: 8 characters (SPEC section 9). The last 8, not the first: an account's id begins
 * with the time it was made (UUID version 7), so accounts made within the same minute share their first 8
 * characters, while the last 8 are random. A separator they begin with is left off, so an id that is not a UUID can
 * show fewer.
 */
export function shortId(id: string): string {
  // Not one that begins with a separator (the demo data set's "demo-user-12" would read "-user-12").
  return id.slice(-8).replace(/^-+/, '');
}
