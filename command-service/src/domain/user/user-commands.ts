import type { EventOfType } from '@iec-bets/contracts';

/** Registering takes exactly what the UserRegistered event records; the contracts say what that is. */
export type RegisterUser = { type: 'RegisterUser'; data: EventOfType<'UserRegistered'>['data'] };
/** Closes the stream of a sign-up whose registration never came, before its name is given to another. */
export type AbandonRegistration = { type: 'AbandonRegistration'; data: { userId: string; username: string } };
export type GrantAdmin = { type: 'GrantAdmin'; data: { userId: string } };
export type RevokeAdmin = { type: 'RevokeAdmin'; data: { userId: string } };

/**
 * Sent only by the account's owner, once the route has checked their current password against `checkedAgainst`, the
 * hash the account held then: a change recorded since (on another device) refuses this one, whose check it outdated.
 */
export type ChangePassword = { type: 'ChangePassword'; data: { userId: string; passwordHash: string; checkedAgainst: string } };

/** Sent only by the account's owner, once the route has checked their password. */
export type DeleteAccount = { type: 'DeleteAccount'; data: { userId: string } };

export type UserCommand = RegisterUser | AbandonRegistration | GrantAdmin | RevokeAdmin | ChangePassword | DeleteAccount;
