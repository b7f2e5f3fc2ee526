import { PrivacyQueries } from '@iec-bets/contracts';
import { declaredRoute } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/privacy/contact, public: the address the privacy notice gives for questions, corrections and objections
 * about personal information, from the configuration (PRIVACY_CONTACT_EMAIL).
 */
export const privacyContactRoutes: FastifyPluginAsyncZod<{ privacyContactEmail?: string | undefined }> = async (app, { privacyContactEmail }) => {
  const contact = { email: privacyContactEmail ?? null };
  app.route({
    ...declaredRoute(PrivacyQueries.contact),
    // Read from the configuration once at start: a restart is what changes it, so a short cache is safe.
    handler: async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send(contact),
  });
};
