import { NewsletterSubscriberList } from '../../api/newsletter.js';
import { declareRoute } from '../route-declaration.js';
import { PageQuery } from '../route-params.js';

export const NewsletterQueries = {
  subscribers: declareRoute({
    method: 'GET',
    url: '/api/admin/newsletter-subscribers',
    access: 'admin',
    summary: 'The newsletter list, newest first, a page at a time',
    tag: 'Admin: newsletter',
    schema: { querystring: PageQuery, response: { 200: NewsletterSubscriberList } },
  }),
};
