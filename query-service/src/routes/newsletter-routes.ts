import { NewsletterQueries, NewsletterSubscriber, ReadModel, type NewsletterSubscriberDocument } from '@iec-bets/contracts';
import { adminScope, declaredRoute } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { newestFirstPage } from '../views/newest-first-page.js';
import { isAdminByReadModel } from './is-admin.js';

export const newsletterRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore, newsletterSubscriberIds } = deps;

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
