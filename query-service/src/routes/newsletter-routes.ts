import { NewsletterSubscriber, ReadModel, type NewsletterSubscriberDocument } from '@iec-bets/contracts';
import { parseInput } from '@iec-bets/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { QueryDeps } from '../deps.js';
import { PageQuery } from '@iec-bets/contracts';
import { requireAdminReader } from './require-admin.js';

export const newsletterRoutes: FastifyPluginAsync<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;

  /** The newsletter list for admins, newest first, a page at a time: `?limit=` (1-100) and `?before=<subscribedAt>`. */
  app.get('/api/admin/newsletter-subscribers', async (request) => {
    await requireAdminReader(readStore, request);
    const { limit, before } = parseInput(PageQuery, request.query);
    const docs = await readStore.find<NewsletterSubscriberDocument>(ReadModel.newsletterSubscribers, {
      where: before ? { subscribedAt: { $lt: before } } : {},
      orderBy: [['subscribedAt', 'desc']],
      limit,
    });
    return docs.map((doc) => NewsletterSubscriber.parse(doc));
  });
};
