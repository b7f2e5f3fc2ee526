import { lazy } from 'react';
import { loadScreen } from './screen-loaders';

/**
 * The member screens only the members' routes show (their chunk, member-parts.ts, imports these): declared here
 * rather than in lazy-screens.ts, so that a visitor's landing page, which needs that file, does not carry them.
 */
export const VotePage = lazy(() => loadScreen.vote().then((m) => ({ default: m.VotePage })));
export const LogoutButton = lazy(() => import('@/features/auth/components/logout-button').then((m) => ({ default: m.LogoutButton })));
export const FriendsScreen = lazy(() => loadScreen.friends().then((m) => ({ default: m.FriendsScreen })));
export const LeaderboardScreen = lazy(() => loadScreen.leaderboard().then((m) => ({ default: m.LeaderboardScreen })));
