import { type DomainEvent, EMAIL_CONFIRMATION_LINK_INVALID, type EventOfType, USER_NOT_FOUND } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { Invalid, NotFound } from '../domain-error.js';

/**
 * Sent by whoever opens a link mailed to `address` (no session needed: the link proves they read it), once the route
 * has checked the link's signature and expiry. The address is the one the link was made for, so that a link to an
 * address the account has since left confirms nothing.
 */
export type ConfirmEmailAddress = { type: 'ConfirmEmailAddress'; data: { userId: string; address: string } };

/** Whether the account's address, as it stands, is confirmed. */
export type EmailAddressState = { kind: 'absent' } | { kind: 'registered'; userId: string; email: string | null; confirmed: boolean };

export const initialEmailAddressState = (): EmailAddressState => ({ kind: 'absent' });

export function evolveEmailAddress(state: EmailAddressState, event: DomainEvent): EmailAddressState {
  switch (event.type) {
    case 'UserRegistered':
      return { kind: 'registered', userId: event.data.userId, email: event.data.email, confirmed: false };
    case 'NotificationSettingsChanged': {
      const { email } = event.data;
      if (state.kind !== 'registered' || email === undefined || email === state.email) return state;
      // Any other address, an earlier one of the account's included, is unconfirmed until its own link is opened.
      return { ...state, email, confirmed: false };
    }
    case 'EmailAddressConfirmed':
      return state.kind === 'registered' && state.email ? { ...state, confirmed: true } : state;
    case 'UserDeleted':
      return { kind: 'absent' };
    default:
      return state;
  }
}

function decide(command: ConfirmEmailAddress, state: EmailAddressState): EventOfType<'EmailAddressConfirmed'>[] {
  if (state.kind !== 'registered') throw new NotFound(USER_NOT_FOUND);
  // Compared as stored, letter case and all, as the link's signature is: any change of the address is a change.
  if (state.email !== command.data.address) throw new Invalid(EMAIL_CONFIRMATION_LINK_INVALID);
  // Confirmed twice (the sign-up's link and a newer one, or one link in two tabs): recorded once, and fine both times.
  if (state.confirmed) return [];
  return [{ type: 'EmailAddressConfirmed', data: { userId: state.userId } }];
}

/** Whether an account's email address is its owner's; lives on the user's stream, beside the address itself. */
export const emailAddressDecider: Decider<ConfirmEmailAddress, EmailAddressState, EventOfType<'EmailAddressConfirmed'>> = {
  decide,
  evolve: evolveEmailAddress,
  initialState: initialEmailAddressState,
};
