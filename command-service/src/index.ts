export { buildApp, commandRoutes, type BuildAppOptions } from './app.js';
export type { AccountEmail, CommandDeps, CommandSettings, RateLimitSettings, TestAlertSenders, TestEmailSender, TestWhatsAppSender } from './deps.js';
export { smtpAccountEmail } from './smtp-account-email.js';
export { settingsFromConfig } from './settings-from-config.js';
export { grantAdmin, revokeAdmin, UnknownUsernameError, type AdminRightsResult } from './admin/admin-rights.js';
export { DomainError, NotFound, InvalidTransition, Invalid, ConcurrentChange } from './domain/domain-error.js';
export { hashPassword, verifyPassword } from './auth/password.js';
// The product's write path, for a bulk import (the national benchmark's seed) that must obey the same rules.
export { handleCommand, type CommandInput, type CommandOutcome } from './commands/handle-command.js';
export { claimUsername } from './auth/claim-username.js';
export { userDecider } from './domain/user/user-decider.js';
export { usernameDecider } from './domain/user/username-decider.js';
export { notificationSettingsDecider } from './domain/user/notification-settings-decider.js';
export { pushSubscriptionDecider } from './domain/push-subscription/push-subscription-decider.js';
export { answerDecider } from './domain/answer/answer-decider.js';
export { questionDecider } from './domain/question/question-decider.js';
export { newUserId } from './users/new-user-id.js';
export { loadUser, type RegisteredUser } from './users/user-lookup.js';
export { mailConfirmationLinkNow, type AccountToConfirm } from './users/email-confirmation-link.js';
