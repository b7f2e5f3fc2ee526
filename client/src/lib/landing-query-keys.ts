/**
 * The keys of the reads a visitor's first page makes: who is signed in, and the landing page's three. Apart from the
 * others (query-keys.ts, which includes these), so that the landing page's first JavaScript carries four keys, not
 * every screen's; the landing route's scripts must stay within 100 kB.
 */
export const landingQueryKeys = {
  me: ['auth', 'me'] as const,
  todayQuestions: ['questions', 'today'] as const,
  publicQuestions: ['questions', 'public'] as const,
  publicComments: ['comments', 'public'] as const,
  /** Not a read: why the server ended this device's session, as the page said, until the shell has told it. */
  sessionEnded: ['auth', 'session-ended'] as const,
};
