import { lazy } from 'react';

/** The members' chunk (member-parts.ts); a module loads once, whoever asks first. */
export const loadMemberParts = () => import('./member-parts');

export const AdminRoute = lazy(() => loadMemberParts().then((m) => ({ default: m.AdminRoute })));
export const FriendsRoute = lazy(() => loadMemberParts().then((m) => ({ default: m.FriendsRoute })));
export const LeaderboardRoute = lazy(() => loadMemberParts().then((m) => ({ default: m.LeaderboardRoute })));
export const MySuggestionsRoute = lazy(() => loadMemberParts().then((m) => ({ default: m.MySuggestionsRoute })));
export const NotificationsRoute = lazy(() => loadMemberParts().then((m) => ({ default: m.NotificationsRoute })));
export const PredictionsRoute = lazy(() => loadMemberParts().then((m) => ({ default: m.PredictionsRoute })));
export const ProfileRoute = lazy(() => loadMemberParts().then((m) => ({ default: m.ProfileRoute })));
export const ResearchRoute = lazy(() => loadMemberParts().then((m) => ({ default: m.ResearchRoute })));
export const VoteRoute = lazy(() => loadMemberParts().then((m) => ({ default: m.VoteRoute })));
export const MainNav = lazy(() => loadMemberParts().then((m) => ({ default: m.MainNav })));
export const MemberBackground = lazy(() => loadMemberParts().then((m) => ({ default: m.MemberBackground })));
