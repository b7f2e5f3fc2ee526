import { createHttpServer, type HttpServerOptions } from '@iec-bets/platform';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CommandDeps } from './deps.js';
import { mapDomainErrors } from './http/domain-error-mapping.js';
import { registerRateLimiter } from './http/rate-limits.js';
import { adminQuestionRoutes } from './routes/admin-questions.js';
import { answerRoutes } from './routes/answers.js';
import { authRoutes } from './routes/auth.js';

/**
 * Every state-changing /api route. Expects the shared base (error shape, sessions, Origin check) to be registered
 * on the parent instance already, so that one process can host it beside the query routes.
 */
export const commandRoutes: FastifyPluginAsync<CommandDeps> = async (app, deps) => {
  app.setErrorHandler(mapDomainErrors);
  await registerRateLimiter(app);
  await app.register(authRoutes, deps);
  await app.register(adminQuestionRoutes, deps);
  await app.register(answerRoutes, deps);
};

export type BuildAppOptions = CommandDeps & Omit<HttpServerOptions, 'sessionStore'>;

/** The command service on its own: the shared HTTP base plus the command routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { eventStore, sessionStore, settings, clock, ...server } = options;
  const app = await createHttpServer({ sessionStore, ...server });
  await app.register(commandRoutes, { eventStore, sessionStore, settings, ...(clock ? { clock } : {}) });
  return app;
}
