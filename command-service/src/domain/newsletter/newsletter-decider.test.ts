import type { DomainEvent } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { newsletterDecider, type SubscribeToNewsletter } from './newsletter-decider.js';

const given = specFor(newsletterDecider);
const subscribe = (name: string | null, source: string | null): SubscribeToNewsletter => ({
  type: 'SubscribeToNewsletter',
  data: { email: 'thandi@example.co.za', name, source },
});
const subscribed: DomainEvent = {
  type: 'NewsletterSubscribed',
  data: { email: 'thandi@example.co.za', name: 'Thandi', source: 'landing_page' },
};

describe('subscribing to the newsletter', () => {
  it('records a first subscription with its name and source', () => {
    given([]).when(subscribe('Thandi', 'landing_page')).then([subscribed]);
  });

  it('records a subscription without name or source', () => {
    given([])
      .when(subscribe(null, null))
      .then([{ type: 'NewsletterSubscribed', data: { email: 'thandi@example.co.za', name: null, source: null } }]);
  });

  it('accepts a second subscription of the address and records nothing', () => {
    given([subscribed]).when(subscribe('Thandi', 'landing_page')).then([]);
    given([subscribed]).when(subscribe('Someone else', 'footer')).then([]);
  });
});
