import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
// Members' routes load with the members' chunk.
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
import { HomeRoute } from './routes/home-route';
import { AppShell } from './shell/app-shell';

// The public pages beyond the landing page, and a wrong address, load whole when first met (the title, the screen
// and its reads in one chunk), out of every visitor's first JavaScript; the shell says "Loading..." meanwhile.
const CalibrationRoute = lazy(() => import('./routes/calibration-route').then((m) => ({ default: m.CalibrationRoute })));
const PrivacyRoute = lazy(() => import('./routes/privacy-route').then((m) => ({ default: m.PrivacyRoute })));
// The pages emailed links lead to share a chunk and one component, which tells them apart: one lazy import, not one
// per page, in every visitor's first JavaScript.
const EmailLinkRoute = lazy(() => import('./routes/email-link-routes').then((m) => ({ default: m.EmailLinkRoute })));
const QuestionHistoryRoute = lazy(() => import('./routes/question-history-route').then((m) => ({ default: m.QuestionHistoryRoute })));
const ScoringRoute = lazy(() => import('./routes/scoring-route').then((m) => ({ default: m.ScoringRoute })));
const VerifyRoute = lazy(() => import('./routes/verify-route').then((m) => ({ default: m.VerifyRoute })));
const NotFound = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFound })));

/**
 * Every route of SPEC section 2, the privacy notice, the pages the emailed links (to choose a new password, to confirm
 * an address, to confirm or leave the newsletter) lead to, and the public history, Verify, calibration and scoring
 * pages.
 */
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
      { path: '/reset-password', element: <EmailLinkRoute /> },
      { path: '/confirm-email', element: <EmailLinkRoute /> },
      { path: '/newsletter/confirm', element: <EmailLinkRoute /> },
      { path: '/newsletter/unsubscribe', element: <EmailLinkRoute /> },
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
