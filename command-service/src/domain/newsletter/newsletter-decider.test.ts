import { NEWSLETTER_SUBSCRIPTION_GONE, type NewsletterSubscribed, type NewsletterSubscriptionConfirmed, type NewsletterSubscriptionErased } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { Invalid, NotFound } from '../domain-error.js';
import {
  newsletterDecider,
  type ConfirmNewsletterSubscription,
  type EraseNewsletterSubscription,
  type SubscribeToNewsletter,
} from './newsletter-decider.js';

const given = specFor(newsletterDecider);
const subscriberId = 'a'.repeat(64);
const subscribe = (name: string | null, source: string | null, subscriptionId = 'sub-1'): SubscribeToNewsletter => ({
  type: 'SubscribeToNewsletter',
  data: { subscriberId, subscriptionId, email: 'thandi@example.co.za', name, source },
});
const erase = (subscriptionId: string): EraseNewsletterSubscription => ({
  type: 'EraseNewsletterSubscription',
  data: { subscriberId, subscriptionId },
});
const subscribed = (subscriptionId = 'sub-1'): NewsletterSubscribed => ({
  type: 'NewsletterSubscribed',
  data: { subscriberId, subscriptionId, email: 'thandi@example.co.za', name: 'Thandi', source: 'landing_page' },
});
const confirm = (subscriptionId: string): ConfirmNewsletterSubscription => ({
  type: 'ConfirmNewsletterSubscription',
  data: { subscriberId, subscriptionId },
});
const confirmed = (subscriptionId = 'sub-1'): NewsletterSubscriptionConfirmed => ({
  type: 'NewsletterSubscriptionConfirmed',
  data: { subscriberId, subscriptionId },
});
const erased = (subscriptionId = 'sub-1'): NewsletterSubscriptionErased => ({ type: 'NewsletterSubscriptionErased', data: { subscriberId, subscriptionId } });

describe('subscribing to the newsletter', () => {
  it('records a first subscription with its name and source', () => {
    given([]).when(subscribe('Thandi', 'landing_page')).then([subscribed()]);
  });

  it('records a subscription without name or source', () => {
    given([])
      .when(subscribe(null, null))
      .then([
        { type: 'NewsletterSubscribed', data: { subscriberId, subscriptionId: 'sub-1', email: 'thandi@example.co.za', name: null, source: null } },
      ]);
  });

  it('accepts a second subscription of the address and records nothing', () => {
    given([subscribed()]).when(subscribe('Thandi', 'landing_page', 'sub-2')).then([]);
    given([subscribed()]).when(subscribe('Someone else', 'footer', 'sub-2')).then([]);
  });

  it('records a new subscription, under its new id, for an address whose subscription was erased', () => {
    given([subscribed(), erased()]).when(subscribe('Thandi', 'landing_page', 'sub-2')).then([subscribed('sub-2')]);
  });
});

describe('erasing a subscription', () => {
  it('records the erasure of the subscription the address has', () => {
    given([subscribed()]).when(erase('sub-1')).then([erased()]);
  });

  it('refuses an address that is not on the list, or no longer is', () => {
    given([]).when(erase('sub-1')).thenThrows(NotFound, 'That address is not on the newsletter list');
    given([subscribed(), erased()]).when(erase('sub-1')).thenThrows(NotFound, 'That address is not on the newsletter list');
  });

  it('erases the first subscription, the one the list shows, should the log ever hold two at once', () => {
    given([subscribed('sub-1'), subscribed('sub-2')]).when(erase('sub-1')).then([erased('sub-1')]);
    given([subscribed('sub-1'), subscribed('sub-2')]).when(erase('sub-2')).thenThrows(NotFound, 'That address is not on the newsletter list');
  });

  it('refuses to take off a newer subscription than the one it was asked to erase', () => {
    given([subscribed(), erased(), subscribed('sub-2')]).when(erase('sub-1')).thenThrows(NotFound, 'That address is not on the newsletter list');
  });
});

describe('confirming a subscription from the emailed link', () => {
  it('records the confirmation of the subscription the link was made for', () => {
    given([subscribed()]).when(confirm('sub-1')).then([confirmed()]);
  });

  it('records nothing when the link is opened again', () => {
    given([subscribed(), confirmed()]).when(confirm('sub-1')).then([]);
  });

  it('refuses a link whose subscription left the list, even when the address has subscribed again since', () => {
    given([subscribed(), erased()]).when(confirm('sub-1')).thenThrows(Invalid, NEWSLETTER_SUBSCRIPTION_GONE);
    given([subscribed(), erased(), subscribed('sub-2')]).when(confirm('sub-1')).thenThrows(Invalid, NEWSLETTER_SUBSCRIPTION_GONE);
    given([]).when(confirm('sub-1')).thenThrows(Invalid, NEWSLETTER_SUBSCRIPTION_GONE);
  });

  it('asks a new subscription of an erased address to be confirmed anew', () => {
    given([subscribed(), confirmed(), erased(), subscribed('sub-2')]).when(confirm('sub-2')).then([confirmed('sub-2')]);
  });

  it('erases a confirmed subscription as it does one that waits', () => {
    given([subscribed(), confirmed()]).when(erase('sub-1')).then([erased()]);
  });
});
