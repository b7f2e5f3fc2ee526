import {
  NEWSLETTER_SUBSCRIPTION_GONE,
  NOT_ON_THE_NEWSLETTER,
  type DomainEvent,
  type NewsletterSubscribed,
  type NewsletterSubscriptionConfirmed,
  type NewsletterSubscriptionErased,
} from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { Invalid, NotFound } from '../domain-error.js';

export type SubscribeToNewsletter = {
  type: 'SubscribeToNewsletter';
  /** `subscriptionId` is new for every command: it becomes the subscription's id only if one is recorded. */
  data: { subscriberId: string; subscriptionId: string; email: string; name: string | null; source: string | null };
};

/** The owner of the address opened the link mailed to it: the subscription it names starts getting the newsletter. */
export type ConfirmNewsletterSubscription = {
  type: 'ConfirmNewsletterSubscription';
  data: { subscriberId: string; subscriptionId: string };
};

/** Take one subscription off the list; the caller has destroyed the key that seals its address already. */
export type EraseNewsletterSubscription = {
  type: 'EraseNewsletterSubscription';
  data: { subscriberId: string; subscriptionId: string };
};

export type NewsletterCommand = SubscribeToNewsletter | ConfirmNewsletterSubscription | EraseNewsletterSubscription;

/** The subscription the address of this stream currently has, if any, and whether its owner confirmed it. */
export type NewsletterState = { subscriptionId: string | null; confirmed: boolean };

type NewsletterEvent = NewsletterSubscribed | NewsletterSubscriptionConfirmed | NewsletterSubscriptionErased;

/**
 * One address, one subscription at a time. A repeated subscription is not an error (the visitor may simply have
 * forgotten), and it records nothing: the first name and source stay. A subscription waits for its owner's
 * confirmation before anything is sent to it; confirming twice is not an error either (a link opened twice). After
 * an erasure the address may subscribe again: a new subscription, with a new id and so a new key, and links of the
 * old one no longer open anything.
 */
export const newsletterDecider: Decider<NewsletterCommand, NewsletterState, NewsletterEvent> = {
  decide: (command, state) => {
    switch (command.type) {
      case 'SubscribeToNewsletter':
        return state.subscriptionId ? [] : [{ type: 'NewsletterSubscribed', data: { ...command.data } }];
      case 'ConfirmNewsletterSubscription':
        // A link made for a subscription that has since been erased (and perhaps replaced) confirms nothing: its owner
        // left, or was taken off, after it was sent.
        if (state.subscriptionId !== command.data.subscriptionId) throw new Invalid(NEWSLETTER_SUBSCRIPTION_GONE);
        return state.confirmed ? [] : [{ type: 'NewsletterSubscriptionConfirmed', data: { ...command.data } }];
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
        return state.subscriptionId ? state : { subscriptionId: event.data.subscriptionId, confirmed: false };
      case 'NewsletterSubscriptionConfirmed':
        return event.data.subscriptionId === state.subscriptionId ? { ...state, confirmed: true } : state;
      case 'NewsletterSubscriptionErased':
        return event.data.subscriptionId === state.subscriptionId ? { subscriptionId: null, confirmed: false } : state;
      default:
        return state;
    }
  },
  initialState: () => ({ subscriptionId: null, confirmed: false }),
};
