import { createHttpServer, type HttpServerOptions } from '@iec-bets/platform';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { systemClock, type CommandDeps } from './deps.js';
import { mapDomainErrors } from './http/domain-error-mapping.js';
import { inProcessWindowCounter } from './http/in-process-window-counter.js';
import { registerRateLimiter } from './http/rate-limits.js';
import { redisWindowCounter } from './http/redis-window-counter.js';
import { knownDevices } from './auth/known-devices.js';
import { DEFAULT_WRONG_PASSWORDS_PER_HOUR, wrongPasswordBudget } from './auth/wrong-password-budget.js';
import { accountRoutes } from './routes/account.js';
import { adminQuestionRoutes } from './routes/admin-questions.js';
import { adminResearchRoutes } from './routes/admin-research.js';
import { answerRoutes } from './routes/answers.js';
import { authRoutes } from './routes/auth.js';
import { celebrationRoutes } from './routes/celebrations.js';
import { commentModerationRoutes } from './routes/comment-moderation.js';
import { commentRoutes } from './routes/comments.js';
import { disputeRoutes } from './routes/disputes.js';
import { friendshipRoutes } from './routes/friendships.js';
import { emailConfirmationRoutes } from './routes/email-confirmation.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { adminUserRoutes } from './routes/admin-users.js';
import { notificationSettingsRoutes } from './routes/notification-settings.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { pushSubscriptionRoutes } from './routes/push-subscriptions.js';
import { suggestionRoutes } from './routes/suggestions.js';
import { testAlertRoutes } from './routes/test-alert.js';
import { confirmationLinkBudget, DEFAULT_CONFIRMATION_EMAILS_PER_DAY, DEFAULT_CONFIRMATION_EMAILS_PER_HOUR } from './users/confirmation-link-budget.js';
import { emailConfirmationMailer } from './users/email-confirmation-link.js';
import { newsletterConfirmationMailer } from './newsletter/newsletter-confirmation-mail.js';

/**
 * Every state-changing /api route. Expects the shared base (error shape, sessions, Origin check) to be registered
 * on the parent instance already, so that one process can host it beside the query routes.
 */
export const commandRoutes: FastifyPluginAsync<CommandDeps> = async (app, deps) => {
  app.setErrorHandler(mapDomainErrors);
  await registerRateLimiter(app, { redis: deps.rateLimitRedis });
  // Counts that replicas share in Redis, or that the one process keeps.
  const windowCounter = (prefix: string) => (deps.rateLimitRedis ? redisWindowCounter(deps.rateLimitRedis, prefix) : inProcessWindowCounter());
  // One budget of wrong passwords per account, shared by every route that checks one, and by every replica in Redis.
  const wrongPasswords = wrongPasswordBudget(
    windowCounter('iec-bets-wrong-passwords:'),
    deps.settings.rateLimits.wrongPasswordsPerHour ?? DEFAULT_WRONG_PASSWORDS_PER_HOUR,
  );
  const passwordChecks = {
    wrongPasswords,
    knownDevices: knownDevices({ secret: deps.passwordResetSecret, cookieSecure: deps.settings.cookieSecure }),
  };
  // One budget of links to confirm an address, shared by the routes that mail them (confirmation-link-budget.ts), the
  // newsletter's included: one mailbox, one budget, whichever form gave the address.
  const linkBudget = confirmationLinkBudget(windowCounter('iec-bets-confirmation-links:'), {
    perHour: deps.settings.rateLimits.confirmationEmailsPerHour ?? DEFAULT_CONFIRMATION_EMAILS_PER_HOUR,
    perDay: deps.settings.rateLimits.confirmationEmailsPerDay ?? DEFAULT_CONFIRMATION_EMAILS_PER_DAY,
    // Without a secret no link is made, and this budget is never asked.
    secret: deps.passwordResetSecret ?? '',
  });
  const mailing = { accountEmail: deps.accountEmail, secret: deps.passwordResetSecret, clock: deps.clock ?? systemClock, budget: linkBudget };
  const confirmationLinks = { mailConfirmationLink: emailConfirmationMailer(mailing) };
  await app.register(authRoutes, { ...deps, ...passwordChecks, ...confirmationLinks });
  await app.register(passwordResetRoutes, { ...deps, ...passwordChecks });
  await app.register(accountRoutes, { ...deps, ...passwordChecks });
  await app.register(adminQuestionRoutes, deps);
  await app.register(adminResearchRoutes, deps);
  await app.register(answerRoutes, deps);
  await app.register(commentRoutes, deps);
  await app.register(commentModerationRoutes, deps);
  await app.register(disputeRoutes, deps);
  await app.register(friendshipRoutes, deps);
  await app.register(suggestionRoutes, deps);
  await app.register(newsletterRoutes, {
    ...deps,
    mailNewsletterConfirmation: newsletterConfirmationMailer({ ...mailing, secret: deps.newsletterLinkSecret }),
  });
  await app.register(adminUserRoutes, deps);
  await app.register(notificationSettingsRoutes, { ...deps, ...confirmationLinks });
  await app.register(emailConfirmationRoutes, { ...deps, ...confirmationLinks });
  await app.register(pushSubscriptionRoutes, deps);
  await app.register(testAlertRoutes, deps);
  await app.register(celebrationRoutes, deps);
};

export type BuildAppOptions = CommandDeps & Omit<HttpServerOptions, 'sessionStore'>;

/** The command service on its own: the shared HTTP base plus the command routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const {
    eventStore,
    sessionStore,
    imageStore,
    settings,
    clock,
    alerts,
    rateLimitRedis,
    personalDataKeys,
    newsletterSubscriberIds,
    accountEmail,
    passwordResetSecret,
    newsletterLinkSecret,
    ...server
  } = options;
  const app = await createHttpServer({ sessionStore, ...server });
  await app.register(commandRoutes, {
    eventStore,
    sessionStore,
    imageStore,
    settings,
    rateLimitRedis,
    newsletterSubscriberIds,
    ...(clock ? { clock } : {}),
    ...(alerts ? { alerts } : {}),
    ...(personalDataKeys ? { personalDataKeys } : {}),
    ...(accountEmail ? { accountEmail } : {}),
    ...(passwordResetSecret ? { passwordResetSecret } : {}),
    ...(newsletterLinkSecret ? { newsletterLinkSecret } : {}),
  });
  return app;
}
