import type { DomainEvent, EventOfType } from '@iec-bets/contracts';

export type UserState =
  | { kind: 'absent' }
  /** The sign-up never completed and its name went to another: this id can never be registered. */
  | { kind: 'abandoned' }
  /** The user deleted their account: every command about it finds nothing. */
  | { kind: 'deleted' }
  | ({ kind: 'registered'; isAdmin: boolean } & EventOfType<'UserRegistered'>['data']);

export const initialUserState = (): UserState => ({ kind: 'absent' });

export function evolveUser(state: UserState, event: DomainEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { kind: 'registered', ...event.data, isAdmin: false };
    case 'UserRegistrationAbandoned':
      return state.kind === 'absent' ? { kind: 'abandoned' } : state;
    case 'AdminGranted':
      return state.kind === 'registered' ? { ...state, isAdmin: true } : state;
    case 'AdminRevoked':
      return state.kind === 'registered' ? { ...state, isAdmin: false } : state;
    case 'PasswordChanged':
      return state.kind === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
    case 'UserDeleted':
      return { kind: 'deleted' };
    default:
      return state;
  }
}
