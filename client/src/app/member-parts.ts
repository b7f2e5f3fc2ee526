/**
 * What only a member meets: the routes that ask a visitor to sign in, the navigation, and the preloading of each
 * screen's reads and chunk. One module, so one chunk, loaded when a member's page first renders
 * (lazy-member-parts.ts) and named by a member's page for the browser to fetch beside the entry: a visitor's landing
 * page never runs it, and its first JavaScript stays the smaller for it. The screens load on their own.
 */
export { AdminRoute } from './routes/admin-route';
export { FriendsRoute } from './routes/friends-route';
export { LeaderboardRoute } from './routes/leaderboard-route';
export { MySuggestionsRoute } from './routes/my-suggestions-route';
export { NotificationsRoute } from './routes/notifications-route';
export { PredictionsRoute } from './routes/predictions-route';
export { ProfileRoute } from './routes/profile-route';
export { ResearchRoute } from './routes/research-route';
export { VoteRoute } from './routes/vote-route';
export { MainNav } from './shell/main-nav';
export { MemberBackground } from './member-background';
export { startNavPreloads, startPreloads } from './member-preloads';
