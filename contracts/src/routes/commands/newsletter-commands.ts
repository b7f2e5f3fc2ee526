import { z } from 'zod';
import {
  NewsletterLinkRequest,
  NewsletterLinkResponse,
  NewsletterUnsubscribeBody,
  NewsletterUnsubscribeQuery,
  SubscribeNewsletterRequest,
  SubscribeNewsletterResponse,
} from '../../api/newsletter.js';
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
      'learn from it whether an address is subscribed; for the same reason it names no position (`x-position`). ' +
      'Nothing is sent to the address until its owner confirms: a new or still unconfirmed subscription is mailed a ' +
      'link to confirm it, one already confirmed a note saying so (both after the answer, within an hourly budget per ' +
      'address). 503 when this server sends no email.',
    tag: 'Newsletter',
    schema: { body: SubscribeNewsletterRequest, response: { 201: SubscribeNewsletterResponse } },
    errors: [503],
    rateLimited: true,
  }),
  confirm: declareRoute({
    method: 'POST',
    url: '/api/newsletter/confirm',
    access: 'public',
    summary: 'Confirm a subscription with the token of the emailed link',
    description:
      'The token rides in the fragment of the link in the confirmation email (`/newsletter/confirm#<token>`); the page ' +
      'sends it when its visitor presses Confirm, never on opening, since mail scanners open links. Confirming twice ' +
      'is not an error. 400 when the link has expired, is not ours, or its subscription has left the list.',
    tag: 'Newsletter',
    schema: { body: NewsletterLinkRequest, response: { 200: NewsletterLinkResponse } },
    errors: [503],
    rateLimited: true,
  }),
  unsubscribe: declareRoute({
    method: 'POST',
    url: '/api/newsletter/unsubscribe',
    access: 'public',
    summary: 'Leave the newsletter list with the token of an emailed link, erasing the address',
    description:
      "Every newsletter email carries this route in its List-Unsubscribe header, token in the query, for mail programs' " +
      'one-click unsubscribe (RFC 8058: a form body of `List-Unsubscribe=One-Click`); the page its footer link leads to ' +
      'sends the token as JSON instead; any site may post it (no Origin check), and any body type is taken. The token ' +
      "names the address: whichever of its subscriptions stands is erased, as an admin's erasure does. An address off " +
      'the list already answers the same 200, so a second click is not an error. 400 when the token is not ours.',
    tag: 'Newsletter',
    schema: { querystring: NewsletterUnsubscribeQuery, body: NewsletterUnsubscribeBody.optional(), response: { 200: NewsletterLinkResponse } },
    errors: [503],
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
