import {
  NEWSLETTER_LEAVE_LINK_INVALID,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  NewsletterQueries,
  NewsletterSubscriber,
  ReadModel,
  type NewsletterSubscriberDocument,
} from '@iec-bets/contracts';
import { adminScope, badRequest, declaredRoute } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { newestFirstPage } from '../views/newest-first-page.js';
import { isAdminByReadModel } from './is-admin.js';

export const newsletterRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore, newsletterSubscriberIds } = deps;

  app.route({
    ...declaredRoute(NewsletterQueries.unsubscribePage),
    handler: async (request, reply) => {
      const { token } = request.query;
      if (!token) throw badRequest(NEWSLETTER_LEAVE_LINK_INVALID);
      // Into the fragment, where the page reads it and no server's log or Referer holds it from here on.
      return reply.redirect(`${NEWSLETTER_UNSUBSCRIBE_PATH}#${encodeURIComponent(token)}`, 303);
    },
  });

  await adminScope(app, isAdminByReadModel(readStore), (admin) => {
    /**
     * The newsletter list for admins, newest first, a page at a time: `?limit=` (1-100), after the last one shown
     * (`?before=<subscribedAt>&beforeId=<id>`).
     * With `?email=`, that address's entries alone, found by its ids (keyed, and the plain hash of an older
     * subscription): what an admin needs to answer a request to erase. Both, should the address be under both, so
     * that erasing what the search shows takes the address off the list whole.
     */
    admin.route({
      ...declaredRoute(NewsletterQueries.subscribers),
      handler: async (request) => {
        const { limit, before, beforeId, email } = request.query;
        if (email !== undefined) {
          const ids = await newsletterSubscriberIds.candidatesOf(email);
          const docs = await readStore.getMany<NewsletterSubscriberDocument>(ReadModel.newsletterSubscribers, ids);
          return docs.map((doc) => NewsletterSubscriber.parse(doc));
        }
        const docs = await newestFirstPage<NewsletterSubscriberDocument>(readStore, ReadModel.newsletterSubscribers, {
          where: {},
          field: 'subscribedAt',
          limit,
          start: { before, beforeId },
        });
        return docs.map((doc) => NewsletterSubscriber.parse(doc));
      },
    });
  });
};
