import { lazy } from 'react';

/**
 * Each member screen's chunk, by name: the lazy components below load them on first render, and the route
 * preloading (route-preload.ts) loads them earlier, beside the screen's data, when a link is pointed at or the route
 * is navigated to. A module loads once, whoever asks first.
 */
export const loadScreen = {
  home: () => import('@/features/questions/components/home-screen'),
  vote: () => import('@/features/questions/components/vote-page'),
  leaderboard: () => import('@/features/leaderboard/components/leaderboard-screen'),
  friends: () => import('@/features/friends/components/friends-screen'),
  research: () => import('@/features/research/components/research-hub'),
  profile: () => import('@/features/profile/components/profile-screen'),
  adminDashboard: () => import('./routes/admin-dashboard'),
};

/**
 * What a visitor's landing page does not need loads on first use, so the landing route's JavaScript stays small:
 * the member's home, the discussion and the log-in / sign-up dialog. The other member screens' are in
 * lazy-member-screens.ts, which only the members' routes import.
 */
export const HomeScreen = lazy(() => loadScreen.home().then((m) => ({ default: m.HomeScreen })));
export const DiscussionPanel = lazy(() =>
  import('@/features/discussion/components/discussion-panel').then((m) => ({ default: m.DiscussionPanel })),
);
export const AuthDialog = lazy(() => import('@/features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog })));
