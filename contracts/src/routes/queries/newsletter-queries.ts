import { z } from 'zod';
import { NewsletterSubscriberList, NewsletterUnsubscribeQuery } from '../../api/newsletter.js';
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
  unsubscribePage: declareRoute({
    method: 'GET',
    url: '/api/newsletter/unsubscribe',
    access: 'public',
    summary: 'Send a mail program that opens the List-Unsubscribe address to the page that leaves the list',
    description:
      'Mail programs that know only RFC 2369 open the List-Unsubscribe address in a browser rather than posting to it. ' +
      'Answers 303 to `/newsletter/unsubscribe#<token>`, the page whose Unsubscribe button posts the token: a GET changes ' +
      'nothing, since mail scanners open links too. 400 without a token.',
    tag: 'Newsletter',
    schema: { querystring: NewsletterUnsubscribeQuery, response: { 303: z.null() } },
  }),
  subscribers: declareRoute({
    method: 'GET',
    url: '/api/admin/newsletter-subscribers',
    access: 'admin',
    summary: 'The newsletter list, newest first, a page at a time; or one address with ?email=',
    tag: 'Admin: newsletter',
    schema: { querystring: NewsletterSubscribersQuery, response: { 200: NewsletterSubscriberList } },
  }),
};
