import { apiRoutes } from '@iec-bets/contracts';
import { apiReference, createHttpServer, type HttpServerOptions, ProjectorWatermark } from '@iec-bets/platform';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { QueryDeps } from './deps.js';

import { readYourWrites } from './read-your-writes/read-your-writes.js';
import { realtimeFeed } from './realtime/realtime-feed.js';
import { adminRoutes } from './routes/admin-routes.js';
import { commentRoutes } from './routes/comment-routes.js';
import { imageRoutes } from './routes/image-routes.js';
import { unshownImageSweeps } from './images/unshown-image-sweeps.js';
import { moderationRoutes } from './routes/moderation-routes.js';
import { disputeRoutes } from './routes/dispute-routes.js';
import { healthRoutes } from './routes/health-routes.js';
import { newsletterRoutes } from './routes/newsletter-routes.js';
import { suggestionRoutes } from './routes/suggestion-routes.js';
import { questionRoutes } from './routes/question-routes.js';
import { researchRoutes } from './routes/research-routes.js';
import { userRoutes } from './routes/user-routes.js';
import { friendshipRoutes } from './routes/friendship-routes.js';
import { leaderboardRoutes } from './routes/leaderboard-routes.js';
import { adminUsersRoutes } from './routes/admin-users-routes.js';
import { adminAnalyticsRoutes } from './routes/admin-analytics-routes.js';
import { vapidKeyRoutes } from './routes/vapid-key-routes.js';
import { alertChannelRoutes } from './routes/alert-channel-routes.js';
import { privacyContactRoutes } from './routes/privacy-contact-routes.js';
import { trustRoutes } from './routes/trust-routes.js';
import { calibrationRoutes } from './routes/calibration-routes.js';
import { celebrationRoutes } from './routes/celebration-routes.js';

/** Every GET /api route. Registered inside its own scope, so its read-your-writes hook touches only reads. */
export const queryRoutes: FastifyPluginAsync<QueryDeps> = async (app, deps) => {
  const watermark = await ProjectorWatermark.start(deps.readStore, deps.noticeBus);
  app.addHook('onClose', async () => watermark.stop());
  readYourWrites(app, watermark, deps.readWaitTimeoutMs);
  await app.register(healthRoutes, { watermark, unreachable: deps.unreachable });
  // The whole API's reference, command routes included: reads reach this service in every setup.
  await apiReference(app, { routes: apiRoutes });
  await app.register(questionRoutes, { ...deps, watermark });
  await app.register(userRoutes, deps);
  await app.register(commentRoutes, { ...deps, watermark });
  await app.register(imageRoutes, { ...deps, watermark });
  await app.register(unshownImageSweeps, { ...deps, watermark });
  await app.register(friendshipRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(moderationRoutes, deps);
  await app.register(disputeRoutes, deps);
  await app.register(suggestionRoutes, deps);
  await app.register(newsletterRoutes, deps);
  await app.register(researchRoutes, deps);
  await app.register(leaderboardRoutes, deps);
  await app.register(adminUsersRoutes, deps);
  await app.register(adminAnalyticsRoutes, deps);
  await app.register(trustRoutes, deps);
  await app.register(calibrationRoutes, deps);
  await app.register(celebrationRoutes, deps);
  await app.register(vapidKeyRoutes, { vapidPublicKey: deps.vapidPublicKey });
  await app.register(alertChannelRoutes, { alertChannels: deps.alertChannels, vapidPublicKey: deps.vapidPublicKey });
  await app.register(privacyContactRoutes, { privacyContactEmail: deps.privacyContactEmail });
  await app.register(realtimeFeed, { noticeBus: deps.noticeBus, readStore: deps.readStore, hub: deps.realtimeHub });
};

export async function buildApp(deps: QueryDeps & Omit<HttpServerOptions, 'sessionStore'>): Promise<FastifyInstance> {
  const { logger, publicOrigin, trustProxy, bodyLimit, httpsOnly, ...queryDeps } = deps;
  const app = await createHttpServer({ sessionStore: deps.sessionStore, logger, publicOrigin, trustProxy, bodyLimit, httpsOnly });
  await app.register(queryRoutes, queryDeps);
  return app;
}
