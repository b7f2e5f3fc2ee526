import { VapidKeyQueries, type VapidPublicKeyResponse } from '@iec-bets/contracts';
import { declaredRoute, notFound } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/notifications/vapid-public-key, public: the key a browser subscribes to push with. It is public by
 * design (the private half signs our pushes and never leaves the notifier's configuration).
 */
export const vapidKeyRoutes: FastifyPluginAsyncZod<{ vapidPublicKey: string | undefined }> = async (app, { vapidPublicKey }) => {
  app.route({
    ...declaredRoute(VapidKeyQueries.publicKey),
    handler: async (_request, reply) => {
      if (!vapidPublicKey) throw notFound('Browser notifications are not set up on this server');
      const body: VapidPublicKeyResponse = { publicKey: vapidPublicKey };
      // Browsers may keep it a day: it changes only when the operator replaces the key pair.
      return reply.header('cache-control', 'public, max-age=86400').send(body);
    },
  });
};
