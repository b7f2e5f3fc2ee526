import { lazy } from 'react';

/**
 * What a visitor's landing page does not need loads on first use, so the landing route's JavaScript stays small:
 * the member screens, the discussion and the log-in / sign-up dialog.
 */
export const HomeScreen = lazy(() => import('@/features/questions/components/home-screen').then((m) => ({ default: m.HomeScreen })));
export const VotePage = lazy(() => import('@/features/questions/components/vote-page').then((m) => ({ default: m.VotePage })));
export const DiscussionPanel = lazy(() =>
  import('@/features/discussion/components/discussion-panel').then((m) => ({ default: m.DiscussionPanel })),
);
export const AuthDialog = lazy(() => import('@/features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog })));
export const LogoutButton = lazy(() => import('@/features/auth/components/logout-button').then((m) => ({ default: m.LogoutButton })));
export const FriendsScreen = lazy(() => import('@/features/friends/components/friends-screen').then((m) => ({ default: m.FriendsScreen })));
export const LeaderboardScreen = lazy(() =>
  import('@/features/leaderboard/components/leaderboard-screen').then((m) => ({ default: m.LeaderboardScreen })),
);
