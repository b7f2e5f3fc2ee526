import type { RouteDeclaration } from './route-declaration.js';
import { AlertChannelQueries } from './queries/alert-channel-queries.js';
import { AccountCommands } from './commands/account-commands.js';
import { AdminQuestionsCommands } from './commands/admin-questions-commands.js';
import { AdminResearchCommands } from './commands/admin-research-commands.js';
import { AdminUsersCommands } from './commands/admin-users-commands.js';
import { AnswerCommands } from './commands/answer-commands.js';
import { AuthCommands } from './commands/auth-commands.js';
import { CelebrationCommands } from './commands/celebration-commands.js';
import { CommentCommands } from './commands/comment-commands.js';
import { DisputeCommands } from './commands/dispute-commands.js';
import { FriendshipCommands } from './commands/friendship-commands.js';
import { ModerationCommands } from './commands/moderation-commands.js';
import { NewsletterCommands } from './commands/newsletter-commands.js';
import { NotificationSettingsCommands } from './commands/notification-settings-commands.js';
import { PushSubscriptionCommands } from './commands/push-subscription-commands.js';
import { SuggestionCommands } from './commands/suggestion-commands.js';
import { TestAlertCommands } from './commands/test-alert-commands.js';
import { AdminAnalyticsQueries } from './queries/admin-analytics-queries.js';
import { AdminQueries } from './queries/admin-queries.js';
import { AdminUsersQueries } from './queries/admin-users-queries.js';
import { CalibrationQueries } from './queries/calibration-queries.js';
import { CelebrationQueries } from './queries/celebration-queries.js';
import { CommentQueries } from './queries/comment-queries.js';
import { DisputeQueries } from './queries/dispute-queries.js';
import { FriendshipQueries } from './queries/friendship-queries.js';
import { HealthQueries } from './queries/health-queries.js';
import { ImageQueries } from './queries/image-queries.js';
import { LeaderboardQueries } from './queries/leaderboard-queries.js';
import { ModerationQueries } from './queries/moderation-queries.js';
import { NewsletterQueries } from './queries/newsletter-queries.js';
import { PrivacyQueries } from './queries/privacy-queries.js';
import { QuestionQueries } from './queries/question-queries.js';
import { ResearchQueries } from './queries/research-queries.js';
import { SuggestionQueries } from './queries/suggestion-queries.js';
import { TrustQueries } from './queries/trust-queries.js';
import { UserQueries } from './queries/user-queries.js';
import { VapidKeyQueries } from './queries/vapid-key-queries.js';

export * from './route-declaration.js';
export * from './route-params.js';
export { AccountCommands } from './commands/account-commands.js';
export { AdminQuestionsCommands } from './commands/admin-questions-commands.js';
export { AdminResearchCommands } from './commands/admin-research-commands.js';
export { AdminUsersCommands } from './commands/admin-users-commands.js';
export { AnswerCommands } from './commands/answer-commands.js';
export { AuthCommands } from './commands/auth-commands.js';
export { CelebrationCommands } from './commands/celebration-commands.js';
export { CommentCommands } from './commands/comment-commands.js';
export { DisputeCommands } from './commands/dispute-commands.js';
export { FriendshipCommands } from './commands/friendship-commands.js';
export { ModerationCommands } from './commands/moderation-commands.js';
export { NewsletterCommands } from './commands/newsletter-commands.js';
export { NotificationSettingsCommands } from './commands/notification-settings-commands.js';
export { PushSubscriptionCommands } from './commands/push-subscription-commands.js';
export { SuggestionCommands } from './commands/suggestion-commands.js';
export { TestAlertCommands } from './commands/test-alert-commands.js';
export { AdminAnalyticsQueries } from './queries/admin-analytics-queries.js';
export { AdminQueries } from './queries/admin-queries.js';
export { AdminUsersQueries } from './queries/admin-users-queries.js';
export { CalibrationQueries } from './queries/calibration-queries.js';
export { CelebrationQueries } from './queries/celebration-queries.js';
export { CommentQueries } from './queries/comment-queries.js';
export { DisputeQueries } from './queries/dispute-queries.js';
export { FriendshipQueries } from './queries/friendship-queries.js';
export { HealthQueries } from './queries/health-queries.js';
export { IMAGE_CACHE_CONTROL, ImageQueries } from './queries/image-queries.js';
export { LeaderboardQueries } from './queries/leaderboard-queries.js';
export { ModerationQueries } from './queries/moderation-queries.js';
export { NewsletterQueries } from './queries/newsletter-queries.js';
export { PrivacyQueries } from './queries/privacy-queries.js';
export { QUESTION_PICTURE_MAX_AGE_SECONDS, QuestionQueries } from './queries/question-queries.js';
export { ResearchQueries } from './queries/research-queries.js';
export { SuggestionQueries } from './queries/suggestion-queries.js';
export { TrustQueries } from './queries/trust-queries.js';
export { UserQueries } from './queries/user-queries.js';
export { VapidKeyQueries } from './queries/vapid-key-queries.js';
export { AlertChannelQueries } from './queries/alert-channel-queries.js';

function routesOf(group: { [name: string]: RouteDeclaration }): RouteDeclaration[] {
  return Object.values(group);
}

/** Every route of the API, as declared: what the OpenAPI document lists, and what the services must serve. */
export const apiRoutes: readonly RouteDeclaration[] = [
  ...routesOf(AccountCommands),
  ...routesOf(AdminQuestionsCommands),
  ...routesOf(AdminResearchCommands),
  ...routesOf(AdminUsersCommands),
  ...routesOf(AnswerCommands),
  ...routesOf(AuthCommands),
  ...routesOf(CelebrationCommands),
  ...routesOf(CommentCommands),
  ...routesOf(DisputeCommands),
  ...routesOf(FriendshipCommands),
  ...routesOf(ModerationCommands),
  ...routesOf(NewsletterCommands),
  ...routesOf(NotificationSettingsCommands),
  ...routesOf(PushSubscriptionCommands),
  ...routesOf(SuggestionCommands),
  ...routesOf(TestAlertCommands),
  ...routesOf(AdminAnalyticsQueries),
  ...routesOf(AdminQueries),
  ...routesOf(AdminUsersQueries),
  ...routesOf(CalibrationQueries),
  ...routesOf(CelebrationQueries),
  ...routesOf(CommentQueries),
  ...routesOf(DisputeQueries),
  ...routesOf(FriendshipQueries),
  ...routesOf(HealthQueries),
  ...routesOf(ImageQueries),
  ...routesOf(LeaderboardQueries),
  ...routesOf(ModerationQueries),
  ...routesOf(NewsletterQueries),
  ...routesOf(PrivacyQueries),
  ...routesOf(QuestionQueries),
  ...routesOf(ResearchQueries),
  ...routesOf(SuggestionQueries),
  ...routesOf(TrustQueries),
  ...routesOf(UserQueries),
  ...routesOf(VapidKeyQueries),
  ...routesOf(AlertChannelQueries),
];
