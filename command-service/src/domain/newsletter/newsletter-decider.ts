import type { DomainEvent, NewsletterSubscribed } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';

export type SubscribeToNewsletter = {
  type: 'SubscribeToNewsletter';
  data: { email: string; name: string | null; source: string | null };
};

/** Whether the address of this stream has subscribed. */
export type NewsletterState = { subscribed: boolean };

/**
 * One address, one subscriber. A repeated subscription is not an error (the visitor may simply have forgotten), and
 * it records nothing: the first name and source stay.
 */
export const newsletterDecider: Decider<SubscribeToNewsletter, NewsletterState, NewsletterSubscribed> = {
  decide: (command, state) => (state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: { ...command.data } }]),
  evolve: (state: NewsletterState, event: DomainEvent) => (event.type === 'NewsletterSubscribed' ? { subscribed: true } : state),
  initialState: () => ({ subscribed: false }),
};
