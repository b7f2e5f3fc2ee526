export { buildApp, commandRoutes, type BuildAppOptions } from './app.js';
export type { CommandDeps, CommandSettings, RateLimitSettings, TestEmailSender } from './deps.js';
export { settingsFromConfig } from './settings-from-config.js';
export { grantAdmin, revokeAdmin, UnknownUsernameError, type AdminRightsResult } from './admin/admin-rights.js';
export { DomainError, NotFound, InvalidTransition, Invalid, ConcurrentChange } from './domain/domain-error.js';
export { hashPassword, verifyPassword } from './auth/password.js';
