import { loadHomeScreen } from './lazy-screens';

/**
 * Each member screen's chunk, by name: the lazy components load them on first render, and the route preloading
 * (route-preload.ts) loads them earlier, beside the screen's data, when a link is pointed at or the route is
 * navigated to. A module loads once, whoever asks first. Only the members' chunk (member-parts.ts) imports this
 * file: each `import()` here is a list of files in the importing chunk, which a visitor's landing page need not carry.
 */
export const loadScreen = {
  home: loadHomeScreen,
  vote: () => import('@/features/questions/components/vote-page'),
  leaderboard: () => import('@/features/leaderboard/components/leaderboard-screen'),
  friends: () => import('@/features/friends/components/friends-screen'),
  research: () => import('@/features/research/components/research-hub'),
  profile: () => import('@/features/profile/components/profile-screen'),
  adminDashboard: () => import('./routes/admin-dashboard'),
};
