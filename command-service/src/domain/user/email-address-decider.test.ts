import { EMAIL_CONFIRMATION_LINK_INVALID, USER_NOT_FOUND, type DomainEvent } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { foldEvents } from '../decider.js';
import { Invalid, NotFound } from '../domain-error.js';
import { emailAddressDecider, type ConfirmEmailAddress } from './email-address-decider.js';

const given = specFor(emailAddressDecider);
const userId = 'u1';
const registered = (email: string | null): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, username: 'thandi', name: 'Thandi', email, phoneNumber: null, passwordHash: 'scrypt$1$1$1$s$h' },
});
const addressChanged = (email: string | null): DomainEvent => ({ type: 'NotificationSettingsChanged', data: { userId, email } });
const confirmed: DomainEvent = { type: 'EmailAddressConfirmed', data: { userId } };
const confirm = (address: string): ConfirmEmailAddress => ({ type: 'ConfirmEmailAddress', data: { userId, address } });

describe('confirming an email address', () => {
  it("confirms the address a sign-up gave, when the link was made for it", () => {
    given([registered('thandi@example.org')]).when(confirm('thandi@example.org')).then([confirmed]);
  });

  it('confirms an address given later in the settings', () => {
    given([registered(null), addressChanged('thandi@example.org')]).when(confirm('thandi@example.org')).then([confirmed]);
  });

  it('records nothing the second time a link is opened', () => {
    given([registered('thandi@example.org'), confirmed]).when(confirm('thandi@example.org')).then([]);
  });

  it('refuses a link to an address the account has since left', () => {
    given([registered('old@example.org'), addressChanged('new@example.org')])
      .when(confirm('old@example.org'))
      .thenThrows(Invalid, EMAIL_CONFIRMATION_LINK_INVALID);
  });

  it('refuses a link once the address was removed', () => {
    given([registered('thandi@example.org'), addressChanged(null)])
      .when(confirm('thandi@example.org'))
      .thenThrows(Invalid, EMAIL_CONFIRMATION_LINK_INVALID);
  });

  it('takes the letter case of an address as part of it, as the link does', () => {
    given([registered('Thandi@example.org')]).when(confirm('thandi@example.org')).thenThrows(Invalid, EMAIL_CONFIRMATION_LINK_INVALID);
  });

  it('finds no account that was deleted', () => {
    given([registered('thandi@example.org'), { type: 'UserDeleted', data: { userId, username: 'thandi' } }])
      .when(confirm('thandi@example.org'))
      .thenThrows(NotFound, USER_NOT_FOUND);
  });
});

describe('whether the address stands confirmed', () => {
  const confirmedNow = (history: DomainEvent[]) => {
    const state = foldEvents(emailAddressDecider, history);
    return state.kind === 'registered' && state.confirmed;
  };

  it('is not, until its link is opened', () => {
    expect(confirmedNow([registered('thandi@example.org')])).toBe(false);
    expect(confirmedNow([registered('thandi@example.org'), confirmed])).toBe(true);
  });

  it('is not after any change of address, back to a confirmed one included', () => {
    const history = [registered('a@example.org'), confirmed, addressChanged('b@example.org')];
    expect(confirmedNow(history)).toBe(false);
    expect(confirmedNow([...history, addressChanged('a@example.org')])).toBe(false);
  });

  it('stays through a settings change that leaves the address alone', () => {
    const switchedOn: DomainEvent = { type: 'NotificationSettingsChanged', data: { userId, emailNotifications: true } };
    expect(confirmedNow([registered('a@example.org'), confirmed, switchedOn])).toBe(true);
  });
});
