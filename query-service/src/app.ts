import { createHttpServer, type HttpServerOptions } from '@iec-bets/platform';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { QueryDeps } from './deps.js';
import { ProjectorWatermark } from './read-your-writes/projector-watermark.js';
import { readYourWrites } from './read-your-writes/read-your-writes.js';
import { adminRoutes } from './routes/admin-routes.js';
import { healthRoutes } from './routes/health-routes.js';
import { questionRoutes } from './routes/question-routes.js';
import { userRoutes } from './routes/user-routes.js';

/** Every GET /api route. Registered inside its own scope, so its read-your-writes hook touches only reads. */
export const queryRoutes: FastifyPluginAsync<QueryDeps> = async (app, deps) => {
  const watermark = await ProjectorWatermark.start(deps.readStore, deps.noticeBus);
  app.addHook('onClose', async () => watermark.stop());
  readYourWrites(app, watermark, deps.readWaitTimeoutMs);
  await app.register(healthRoutes, { watermark });
  await app.register(questionRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(adminRoutes, deps);
};

export async function buildApp(deps: QueryDeps & Omit<HttpServerOptions, 'sessionStore'>): Promise<FastifyInstance> {
  const { logger, publicOrigin, trustProxy, bodyLimit, ...queryDeps } = deps;
  const app = await createHttpServer({ sessionStore: deps.sessionStore, logger, publicOrigin, trustProxy, bodyLimit });
  await app.register(queryRoutes, queryDeps);
  return app;
}
