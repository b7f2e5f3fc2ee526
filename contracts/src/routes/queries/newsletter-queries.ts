import { z } from 'zod';
import { NewsletterSubscriberList } from '../../api/newsletter.js';
import { declareRoute } from '../route-declaration.js';
import { PageQuery } from '../route-params.js';

/** A page of the list; or, with `email`, that one address's entry if it is on it (to answer a request to erase it). */
export const NewsletterSubscribersQuery = PageQuery.extend({
  email: z
    .string('email must be text')
    .trim()
    .max(254, 'Email address must be at most 254 characters')
    // Blank means no search: the whole list, as when `email` is absent.
    .transform((email) => (email ? email.toLowerCase() : undefined))
    .optional(),
});

export const NewsletterQueries = {
  subscribers: declareRoute({
    method: 'GET',
    url: '/api/admin/newsletter-subscribers',
    access: 'admin',
    summary: 'The newsletter list, newest first, a page at a time; or one address with ?email=',
    tag: 'Admin: newsletter',
    schema: { querystring: NewsletterSubscribersQuery, response: { 200: NewsletterSubscriberList } },
  }),
};
