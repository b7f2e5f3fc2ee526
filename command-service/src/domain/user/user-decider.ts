import { PASSWORD_CHANGED_MEANWHILE, USER_NOT_FOUND } from '@iec-bets/contracts';
import type { UserEvent } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import type { UserCommand } from './user-commands.js';
import { USERNAME_TAKEN } from './username-decider.js';
import { evolveUser, initialUserState, type UserState } from './user-state.js';

function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      // Another sign-up reclaimed the name while this one was between its reservation and its registration.
      if (state.kind === 'abandoned') throw new InvalidTransition(USERNAME_TAKEN);
      if (state.kind !== 'absent') throw new InvalidTransition('This account already exists');
      return [{ type: 'UserRegistered', data: { ...command.data } }];
    case 'AbandonRegistration':
      // A registered (or deleted) holder keeps the name; an abandoned one is abandoned already.
      if (state.kind === 'registered' || state.kind === 'deleted') throw new InvalidTransition(USERNAME_TAKEN);
      if (state.kind === 'abandoned') return [];
      return [{ type: 'UserRegistrationAbandoned', data: { ...command.data } }];
    case 'GrantAdmin':
      if (state.kind !== 'registered') throw new NotFound(USER_NOT_FOUND);
      if (state.isAdmin) throw new InvalidTransition(`${state.username} is already an admin`);
      return [{ type: 'AdminGranted', data: { userId: state.userId } }];
    case 'RevokeAdmin':
      if (state.kind !== 'registered') throw new NotFound(USER_NOT_FOUND);
      if (!state.isAdmin) throw new InvalidTransition(`${state.username} is not an admin`);
      return [{ type: 'AdminRevoked', data: { userId: state.userId } }];
    case 'ChangePassword':
      if (state.kind !== 'registered') throw new NotFound(USER_NOT_FOUND);
      // Checked against a password that has changed since: the person who asked did not know the current one.
      if (state.passwordHash !== command.data.checkedAgainst) throw new InvalidTransition(PASSWORD_CHANGED_MEANWHILE);
      return [{ type: 'PasswordChanged', data: { userId: state.userId, passwordHash: command.data.passwordHash } }];
    case 'DeleteAccount':
      if (state.kind !== 'registered') throw new NotFound(USER_NOT_FOUND);
      return [{ type: 'UserDeleted', data: { userId: state.userId, username: state.username } }];
  }
}

/**
 * A user account: registered once; admin rights granted and revoked by the operator; its password changed, and the
 * account deleted, by its owner.
 */
export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
};
