/** Who is looking at a screen: a visitor, or one of the accounts the benchmark sets up. */
export type Viewer = 'visitor' | 'newcomer' | 'member' | 'admin';

/**
 * A screen whose time to useful content the benchmark measures. `content` is a selector that matches only once the
 * screen's data is on it (not its heading, not a spinner); `from` is the screen a warm run starts on, which must not
 * match `content`.
 */
export interface ScreenUnderTest {
  name: string;
  path: string;
  viewer: Viewer;
  content: string;
  from: string;
}

/**
 * Issue 14's screens. `newcomer` has not answered today's question, so home and /vote show its form; `member` has
 * (the results), has friends and a record; `admin` opens the dashboard from the navigation (/newadmin).
 */
export const SCREENS: readonly ScreenUnderTest[] = [
  { name: 'landing', path: '/', viewer: 'visitor', content: '.daily-question .question-text', from: '/scoring' },
  { name: 'home (unanswered)', path: '/', viewer: 'newcomer', content: 'article.daily-question .options', from: '/leaderboard' },
  { name: 'vote', path: '/vote', viewer: 'newcomer', content: 'article.daily-question .options', from: '/leaderboard' },
  { name: 'results (home, answered)', path: '/', viewer: 'member', content: '.question-results .result-bars', from: '/leaderboard' },
  { name: 'leaderboard', path: '/leaderboard', viewer: 'member', content: '.ranking-list .ranking-row', from: '/' },
  { name: 'friends', path: '/friends', viewer: 'member', content: '.people-list .person-row', from: '/' },
  { name: 'research', path: '/research', viewer: 'member', content: '.tag-list .tag-chip', from: '/' },
  { name: 'profile', path: '/profile', viewer: 'member', content: '.predictions .prediction', from: '/' },
  { name: 'admin dashboard', path: '/newadmin', viewer: 'admin', content: '.admin-question', from: '/' },
];

/** The selector that says a warm run's starting screen is ready to leave. */
export function startContent(from: string, viewer: Viewer): string {
  const start = SCREENS.find((screen) => screen.path === from && screen.viewer === viewer);
  if (start) return start.content;
  // Home as whoever it is: today's form or, once answered, the results.
  if (from === '/') return 'article.daily-question .options, .question-results .result-bars';
  if (from === '/scoring') return 'main h1';
  if (from === '/leaderboard') return '.ranking-list .ranking-row';
  throw new Error(`No content selector for a warm start at ${from} as ${viewer}`);
}
