import { z } from 'zod';
import { SubscribeNewsletterRequest, SubscribeNewsletterResponse } from '../../api/newsletter.js';
import { declareRoute } from '../route-declaration.js';

/** A subscriber id: 64 hexadecimal characters (a keyed hash of the lowercased address), as the admins' list gives it. */
export const NewsletterSubscriberParams = z.object({
  subscriberId: z.string().regex(/^[0-9a-f]{64}$/, 'A subscriber id is the 64 hexadecimal characters the newsletter list gives'),
});

export const NewsletterCommands = {
  subscribe: declareRoute({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    access: 'public',
    summary: 'Subscribe an address to the newsletter',
    description:
      'Answers 201 with the same body whether the address is new to the list or was already on it, so that nobody can ' +
      'learn from it whether an address is subscribed; for the same reason it names no position (`x-position`).',
    tag: 'Newsletter',
    schema: { body: SubscribeNewsletterRequest, response: { 201: SubscribeNewsletterResponse } },
    rateLimited: true,
  }),
  erase: declareRoute({
    method: 'DELETE',
    url: '/api/admin/newsletter-subscribers/:subscriberId',
    access: 'admin',
    summary: "Take an address off the newsletter list at its owner's request, erasing it from the event log",
    description:
      'The right to erasure under POPIA, for people without an account. The personal-data key that seals the address ' +
      'and name in the event log is destroyed, so no copy of the log can reveal them again, and the entry leaves the ' +
      'list. The address may subscribe again later. 404 when the address is not on the list.',
    tag: 'Admin: newsletter',
    schema: { params: NewsletterSubscriberParams, response: { 204: z.null() } },
    errors: [404, 409],
  }),
};
