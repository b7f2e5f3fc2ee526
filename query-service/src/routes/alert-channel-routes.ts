import { AlertChannelQueries } from '@iec-bets/contracts';
import { declaredRoute, deliverableChannels, type DeliverableChannels } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/notifications/channels, public: which alerts this server can deliver, so that the client never offers a
 * switch that would say "saved" for alerts that never come. Without a configured answer only push is judged (by the
 * key this service hands out), and email and WhatsApp count as not set up.
 */
export const alertChannelRoutes: FastifyPluginAsyncZod<{ alertChannels?: DeliverableChannels; vapidPublicKey?: string }> = async (
  app,
  { alertChannels, vapidPublicKey },
) => {
  const channels = alertChannels ?? deliverableChannels({}, { publicKey: vapidPublicKey });
  app.route({
    ...declaredRoute(AlertChannelQueries.channels),
    // The configuration is read once at start; a restart is what changes it, so a short cache is safe.
    handler: async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send(channels),
  });
};
