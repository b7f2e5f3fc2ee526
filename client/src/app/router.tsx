import { type RouteObject, useRoutes } from 'react-router-dom';
import { AdminRoute } from './routes/admin-route';
import { ComingSoon } from './routes/coming-soon';
import { HomeRoute } from './routes/home-route';
import { NotFound } from './routes/not-found';
import { ProfileRoute } from './routes/profile-route';
import { SignedIn } from './routes/sign-in-required';
import { VoteRoute } from './routes/vote-route';
import { AppShell } from './shell/app-shell';

/** A members' screen not built yet: its title behind the sign-in gate. */
const soon = (title: string, what: string) => <SignedIn what={what}>{() => <ComingSoon title={title} />}</SignedIn>;

/** Every route of SPEC section 2. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/home', element: <HomeRoute /> },
      { path: '/vote', element: <VoteRoute /> },
      { path: '/profile', element: <ProfileRoute /> },
      { path: '/leaderboard', element: soon('Leaderboard', 'the leaderboard') },
      { path: '/research', element: soon('Research', 'the research hub') },
      { path: '/friends', element: soon('Friends', 'your friends') },
      { path: '/notifications', element: soon('Notifications', 'your notification settings') },
      { path: '/my-suggestions', element: soon('My Suggestions', 'your suggestions') },
      { path: '/predictions', element: soon('Election Predictions', 'election predictions') },
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
