import type { FastifyPluginAsync } from 'fastify';
import type { ProjectorWatermark } from '@iec-bets/platform';

/** For load balancers and the operator: the service answers, and how far its read models are into the log. */
export const healthRoutes: FastifyPluginAsync<{ watermark: ProjectorWatermark }> = async (app, { watermark }) => {
  app.get('/api/health', async () => ({ status: 'ok', position: await watermark.current() }));
};
