import { z } from 'zod';

/**
 * Appended to `newsletter-<subscriberId>` when an address subscribes and is not already on the list. One stream per
 * address, so a second subscription of the same address finds it and adds nothing. The subscription waits for its
 * owner to confirm it (NewsletterSubscriptionConfirmed) before any newsletter goes to the address: anyone can type
 * anyone's address into the form. Subscriptions recorded before confirmation was asked for wait too: none of their
 * addresses was ever shown to be its owner's.
 *
 * Version 2 added the two ids; version 1 events are upcast with both ids derived from the address they hold in the
 * clear (see the product's upcasters).
 */
export const NewsletterSubscribed = z.object({
  type: z.literal('NewsletterSubscribed'),
  data: z.object({
    /**
     * Names the stream, so that stream names spell out no address: HMAC-SHA256 of the lowercased address, in hex, under
     * a key kept apart from the log; the plain sha256 in subscriptions recorded before the ids were keyed.
     */
    subscriberId: z.string(),
    /**
     * This subscription's own id, new every time the address subscribes. The address and name are sealed in the log
     * under a personal-data key of this subscription's (subject `newsletter:<subscriptionId>`), which erasure destroys.
     */
    subscriptionId: z.string(),
    /** Trimmed and lowercased: the subscriber's identity. Blank once the subscription was erased. */
    email: z.string(),
    name: z.string().nullable(),
    /** Where the form was, e.g. 'landing_page'. */
    source: z.string().nullable(),
    /** Where the log holds the address and name, sealed with the subscription's own key; see personal-fields.ts in platform. */
    sealed: z.string().optional(),
  }),
});
export type NewsletterSubscribed = z.infer<typeof NewsletterSubscribed>;

/**
 * The owner of the address opened the link emailed to it and confirmed the subscription: from now on the daily
 * question goes to the address.
 */
export const NewsletterSubscriptionConfirmed = z.object({
  type: z.literal('NewsletterSubscriptionConfirmed'),
  data: z.object({ subscriberId: z.string(), subscriptionId: z.string() }),
});
export type NewsletterSubscriptionConfirmed = z.infer<typeof NewsletterSubscriptionConfirmed>;

/**
 * An address left the newsletter list: its owner unsubscribed with the link in an email (the metadata names no
 * actor), or an admin took it off at its owner's request (POPIA's right to erasure). Either way the key that sealed
 * the address and name was destroyed first, so every copy of the log shows the subscription blank. The address may
 * subscribe again later: that is a new subscription, under a new key.
 */
export const NewsletterSubscriptionErased = z.object({
  type: z.literal('NewsletterSubscriptionErased'),
  data: z.object({ subscriberId: z.string(), subscriptionId: z.string() }),
});
export type NewsletterSubscriptionErased = z.infer<typeof NewsletterSubscriptionErased>;
