import { NOT_ON_THE_NEWSLETTER, type DomainEvent, type NewsletterSubscribed, type NewsletterSubscriptionErased } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { NotFound } from '../domain-error.js';

export type SubscribeToNewsletter = {
  type: 'SubscribeToNewsletter';
  /** `subscriptionId` is new for every command: it becomes the subscription's id only if one is recorded. */
  data: { subscriberId: string; subscriptionId: string; email: string; name: string | null; source: string | null };
};

/** Take one subscription off the list; the caller has destroyed the key that seals its address already. */
export type EraseNewsletterSubscription = {
  type: 'EraseNewsletterSubscription';
  data: { subscriberId: string; subscriptionId: string };
};

export type NewsletterCommand = SubscribeToNewsletter | EraseNewsletterSubscription;

/** The subscription the address of this stream currently has, if any. */
export type NewsletterState = { subscriptionId: string | null };

/**
 * One address, one subscription at a time. A repeated subscription is not an error (the visitor may simply have
 * forgotten), and it records nothing: the first name and source stay. After an erasure the address may subscribe
 * again: a new subscription, with a new id and so a new key.
 */
export const newsletterDecider: Decider<NewsletterCommand, NewsletterState, NewsletterSubscribed | NewsletterSubscriptionErased> = {
  decide: (command, state) => {
    switch (command.type) {
      case 'SubscribeToNewsletter':
        return state.subscriptionId ? [] : [{ type: 'NewsletterSubscribed', data: { ...command.data } }];
      case 'EraseNewsletterSubscription':
        // Another subscription than the one whose key was destroyed (erased meanwhile, and the address back) is not
        // this command's to take off: its key still stands.
        if (state.subscriptionId !== command.data.subscriptionId) throw new NotFound(NOT_ON_THE_NEWSLETTER);
        return [{ type: 'NewsletterSubscriptionErased', data: { ...command.data } }];
    }
  },
  evolve: (state: NewsletterState, event: DomainEvent) => {
    switch (event.type) {
      case 'NewsletterSubscribed':
        // The first live subscription stands, as on the admins' list, should the log ever hold a second.
        return state.subscriptionId ? state : { subscriptionId: event.data.subscriptionId };
      case 'NewsletterSubscriptionErased':
        return event.data.subscriptionId === state.subscriptionId ? { subscriptionId: null } : state;
      default:
        return state;
    }
  },
  initialState: () => ({ subscriptionId: null }),
};
