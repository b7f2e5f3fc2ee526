import type { DomainEvent } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import type { RegisterUser } from './user-commands.js';
import { userDecider } from './user-decider.js';
import { usernameDecider } from './username-decider.js';

const given = specFor(userDecider);
const userId = 'u1';
const registration: RegisterUser['data'] = {
  userId,
  username: 'Thandi',
  name: 'Thandi Nkosi',
  email: 'thandi@example.org',
  phoneNumber: null,
  passwordHash: 'scrypt$16384$8$1$salt$hash',
};
const registered: DomainEvent = { type: 'UserRegistered', data: registration };
const granted: DomainEvent = { type: 'AdminGranted', data: { userId } };
const revoked: DomainEvent = { type: 'AdminRevoked', data: { userId } };
const abandoned: DomainEvent = { type: 'UserRegistrationAbandoned', data: { userId, username: 'Thandi' } };

describe('registering a user', () => {
  it('records the account', () => {
    given([]).when({ type: 'RegisterUser', data: registration }).then([registered]);
  });

  it('refuses to register the same account twice', () => {
    given([registered])
      .when({ type: 'RegisterUser', data: registration })
      .thenThrows(InvalidTransition, 'This account already exists');
  });

  it('refuses a late registration of a sign-up whose name went to another', () => {
    given([abandoned])
      .when({ type: 'RegisterUser', data: registration })
      .thenThrows(InvalidTransition, 'That username is already taken');
  });
});

describe('abandoning a sign-up that never registered', () => {
  const abandon = { type: 'AbandonRegistration' as const, data: { userId, username: 'Thandi' } };

  it('closes the account that never came, so that its name can go to another', () => {
    given([]).when(abandon).then([abandoned]);
  });

  it('does it once', () => {
    given([abandoned]).when(abandon).then([]);
  });

  it('never takes a registered account its name', () => {
    given([registered]).when(abandon).thenThrows(InvalidTransition, 'That username is already taken');
  });
});

describe('granting admin rights', () => {
  it('makes a user an admin', () => {
    given([registered]).when({ type: 'GrantAdmin', data: { userId } }).then([granted]);
  });

  it('grants again after a revocation', () => {
    given([registered, granted, revoked]).when({ type: 'GrantAdmin', data: { userId } }).then([granted]);
  });

  it('says so when the user already is an admin', () => {
    given([registered, granted])
      .when({ type: 'GrantAdmin', data: { userId } })
      .thenThrows(InvalidTransition, 'Thandi is already an admin');
  });

  it('refuses an unknown user', () => {
    given([]).when({ type: 'GrantAdmin', data: { userId } }).thenThrows(NotFound, 'We could not find that user');
  });
});

describe('revoking admin rights', () => {
  it('takes the rights away', () => {
    given([registered, granted]).when({ type: 'RevokeAdmin', data: { userId } }).then([revoked]);
  });

  it('says so when the user is not an admin', () => {
    given([registered])
      .when({ type: 'RevokeAdmin', data: { userId } })
      .thenThrows(InvalidTransition, 'Thandi is not an admin');
  });

  it('refuses an unknown user', () => {
    given([]).when({ type: 'RevokeAdmin', data: { userId } }).thenThrows(NotFound, 'We could not find that user');
  });
});

describe('reserving a username', () => {
  const givenName = specFor(usernameDecider);
  const reserve = { type: 'ReserveUsername' as const, data: { username: 'Thandi', userId } };

  it('reserves a free name for the new user', () => {
    givenName([]).when(reserve).then([{ type: 'UsernameReserved', data: { username: 'Thandi', userId } }]);
  });

  it('refuses a name someone holds', () => {
    givenName([{ type: 'UsernameReserved', data: { username: 'thandi', userId: 'u0' } }])
      .when(reserve)
      .thenThrows(InvalidTransition, 'That username is already taken');
  });

  it('gives a name whose holder abandoned its sign-up to the new user', () => {
    givenName([{ type: 'UsernameReserved', data: { username: 'thandi', userId: 'u0' } }])
      .when({ ...reserve, replacing: 'u0' })
      .then([{ type: 'UsernameReserved', data: { username: 'Thandi', userId } }]);
  });

  it('refuses it when the name has gone to someone else than the abandoned holder meanwhile', () => {
    givenName([
      { type: 'UsernameReserved', data: { username: 'thandi', userId: 'u0' } },
      { type: 'UsernameReserved', data: { username: 'thandi', userId: 'u2' } },
    ])
      .when({ ...reserve, replacing: 'u0' })
      .thenThrows(InvalidTransition, 'That username is already taken');
  });
});

describe('changing the password', () => {
  const newHash = 'scrypt$16384$8$1$newsalt$newhash';
  const changed: DomainEvent = { type: 'PasswordChanged', data: { userId, passwordHash: newHash } };
  const changePassword = (checkedAgainst: string, passwordHash = newHash) => ({
    type: 'ChangePassword' as const,
    data: { userId, passwordHash, checkedAgainst },
  });

  it('records the new hash, checked against the one the account holds', () => {
    given([registered, granted]).when(changePassword(registration.passwordHash)).then([changed]);
  });

  it('checks the next change against the new hash, not the registration’s', () => {
    const third = 'scrypt$16384$8$1$thirdsalt$thirdhash';
    given([registered, changed])
      .when(changePassword(newHash, third))
      .then([{ type: 'PasswordChanged', data: { userId, passwordHash: third } }]);
  });

  it('refuses a change whose check a change made meanwhile outdated', () => {
    given([registered, changed])
      .when(changePassword(registration.passwordHash, 'scrypt$16384$8$1$late$late'))
      .thenThrows(InvalidTransition, 'Your password was changed a moment ago. Please try again with the current one.');
  });

  it('finds no account to change once it is deleted, or when it was never registered', () => {
    const deleted: DomainEvent = { type: 'UserDeleted', data: { userId, username: 'Thandi' } };
    given([registered, deleted]).when(changePassword(registration.passwordHash)).thenThrows(NotFound, 'We could not find that user');
    given([]).when(changePassword(registration.passwordHash)).thenThrows(NotFound, 'We could not find that user');
  });
});

describe('deleting an account', () => {
  const deleted: DomainEvent = { type: 'UserDeleted', data: { userId, username: 'Thandi' } };
  const deleteAccount = { type: 'DeleteAccount' as const, data: { userId } };

  it('records the deletion with the username, which stays reserved', () => {
    given([registered, granted]).when(deleteAccount).then([deleted]);
    given([registered, deleted])
      .when({ type: 'AbandonRegistration', data: { userId, username: 'Thandi' } })
      .thenThrows(InvalidTransition, 'That username is already taken');
  });

  it('finds nothing to delete, or to grant rights to, once the account is deleted or was never registered', () => {
    given([registered, deleted]).when(deleteAccount).thenThrows(NotFound, 'We could not find that user');
    given([]).when(deleteAccount).thenThrows(NotFound, 'We could not find that user');
    given([registered, deleted]).when({ type: 'GrantAdmin', data: { userId } }).thenThrows(NotFound, 'We could not find that user');
  });
});
