import { SubscribeNewsletterRequest, SubscribeNewsletterResponse } from '../../api/newsletter.js';
import { declareRoute } from '../route-declaration.js';

export const NewsletterCommands = {
  subscribe: declareRoute({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    access: 'public',
    summary: 'Subscribe an address to the newsletter: 201 when new, 200 when it already was',
    tag: 'Newsletter',
    schema: { body: SubscribeNewsletterRequest, response: { 200: SubscribeNewsletterResponse, 201: SubscribeNewsletterResponse } },
    rateLimited: true,
  }),
};
