/**
 * The addresses the web app has a page for, in React Router's form (`:id` one segment). The server answers any other
 * address with the app's "404 Page Not Found" screen under a 404 status, so that a link checker, a search engine or a
 * cache sees a wrong address for what it is; the client's route table is checked against this list by a test.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/home',
  '/vote',
  '/profile',
  '/leaderboard',
  '/calibration',
  '/scoring',
  '/research',
  '/friends',
  '/notifications',
  '/my-suggestions',
  '/predictions',
  '/privacy',
  '/reset-password',
  '/confirm-email',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/questions/:id/history',
  '/verify',
  '/admin',
  '/admin/testing',
  '/newadmin',
  '/dashboard',
] as const;

function matches(pattern: string, segments: readonly string[]): boolean {
  const wanted = pattern.split('/');
  return wanted.length === segments.length && wanted.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
}

/**
 * Whether `path` (no query string) is one of the app's pages. As the app's router does, trailing slashes and the
 * letter case of the address are not told apart, and each segment is decoded on its own (an id's `%2F` stays in it).
 */
export function isAppPage(path: string): boolean {
  const bare = path.replace(/\/+$/, '') || '/';
  let segments: string[];
  try {
    segments = bare.split('/').map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return false;
  }
  return APP_PAGE_PATHS.some((pattern) => matches(pattern, segments));
}
