import type { EventOfType } from '@iec-bets/contracts';

/** Registering takes exactly what the UserRegistered event records; the contracts say what that is. */
export type RegisterUser = { type: 'RegisterUser'; data: EventOfType<'UserRegistered'>['data'] };
export type GrantAdmin = { type: 'GrantAdmin'; data: { userId: string } };
export type RevokeAdmin = { type: 'RevokeAdmin'; data: { userId: string } };

export type UserCommand = RegisterUser | GrantAdmin | RevokeAdmin;
