import { lazy } from 'react';

/** The member's home, which the home route (in every page's first JavaScript) shows once signed in. */
export const loadHomeScreen = () => import('@/features/questions/components/home-screen');

/**
 * What a visitor's landing page does not need loads on first use, so the landing route's JavaScript stays small:
 * the member's home, the discussion and the log-in / sign-up dialog. The other member screens' are in
 * lazy-member-screens.ts and screen-loaders.ts, which only the members' chunk imports.
 */
export const HomeScreen = lazy(() => loadHomeScreen().then((m) => ({ default: m.HomeScreen })));
export const QuestionDiscussion = lazy(() => import('@/app/routes/question-discussion').then((m) => ({ default: m.QuestionDiscussion })));
export const AuthDialog = lazy(() => import('@/features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog })));
