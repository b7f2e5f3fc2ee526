import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
// Members' routes load with the members' chunk; the public ones are small and in the entry.
import {
  AdminRoute,
  FriendsRoute,
  LeaderboardRoute,
  MySuggestionsRoute,
  NotificationsRoute,
  PredictionsRoute,
  ProfileRoute,
  ResearchRoute,
  VoteRoute,
} from './lazy-member-parts';
import { CalibrationRoute } from './routes/calibration-route';
import { HomeRoute } from './routes/home-route';
import { PrivacyRoute } from './routes/privacy-route';
import { QuestionHistoryRoute } from './routes/question-history-route';
import { ScoringRoute } from './routes/scoring-route';
import { VerifyRoute } from './routes/verify-route';
import { AppShell } from './shell/app-shell';

// A wrong address is rare: its screen loads when one is met, out of every visitor's first JavaScript.
const NotFound = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFound })));

/** Every route of SPEC section 2, the privacy notice, and the public history, Verify, calibration and scoring pages. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/home', element: <HomeRoute /> },
      { path: '/vote', element: <VoteRoute /> },
      { path: '/profile', element: <ProfileRoute /> },
      { path: '/leaderboard', element: <LeaderboardRoute /> },
      { path: '/calibration', element: <CalibrationRoute /> },
      { path: '/scoring', element: <ScoringRoute /> },
      { path: '/research', element: <ResearchRoute /> },
      { path: '/friends', element: <FriendsRoute /> },
      { path: '/notifications', element: <NotificationsRoute /> },
      { path: '/my-suggestions', element: <MySuggestionsRoute /> },
      { path: '/predictions', element: <PredictionsRoute /> },
      { path: '/privacy', element: <PrivacyRoute /> },
      { path: '/questions/:id/history', element: <QuestionHistoryRoute /> },
      { path: '/verify', element: <VerifyRoute /> },
      { path: '/admin', element: <AdminRoute /> },
      { path: '/admin/testing', element: <AdminRoute /> },
      { path: '/newadmin', element: <AdminRoute /> },
      { path: '/dashboard', element: <AdminRoute title="Dashboard" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The routes under whichever router the caller gives (the browser's in the app, a memory router in tests). A
 * declarative router rather than a data router: the app loads its data with react-query, and the data router's
 * loaders and actions would only add to the first screen's JavaScript.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
