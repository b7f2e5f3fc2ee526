import { z } from 'zod';

/**
 * Appended to `username-<lowercased name>`: the name is held by `userId`. The last one in the stream is the holder.
 * A name is taken for good once its holder's UserRegistered is in the log; a reservation whose registration never
 * came (a sign-up that failed between its two appends) is reclaimed by the next sign-up for the name, which first
 * closes the old holder's stream with UserRegistrationAbandoned so that the late registration can never land.
 */
export const UsernameReserved = z.object({
  type: z.literal('UsernameReserved'),
  data: z.object({ username: z.string(), userId: z.string() }),
});

export const UserRegistered = z.object({
  type: z.literal('UserRegistered'),
  data: z.object({
    userId: z.string(),
    username: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash`; never leaves the server, redacted on export. */
    passwordHash: z.string(),
    /** Where the log holds the personal fields, sealed with the user's own key; see personal-fields.ts in platform. */
    sealed: z.string().optional(),
  }),
});

/**
 * Appended to `user-<id>` as its first and only event: this sign-up never completed, its name went to another, and
 * no registration may follow (a registration expects the stream not to exist).
 */
export const UserRegistrationAbandoned = z.object({
  type: z.literal('UserRegistrationAbandoned'),
  data: z.object({ userId: z.string(), username: z.string() }),
});

export const AdminGranted = z.object({
  type: z.literal('AdminGranted'),
  data: z.object({ userId: z.string() }),
});

export const AdminRevoked = z.object({
  type: z.literal('AdminRevoked'),
  data: z.object({ userId: z.string() }),
});

/**
 * The user changed their password, having given the current one. The new hash stands where the registration's did, and
 * gets the same care: the log keeps it, no read model or export hands it out.
 */
export const PasswordChanged = z.object({
  type: z.literal('PasswordChanged'),
  data: z.object({
    userId: z.string(),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash`, as UserRegistered's; never leaves the server, redacted on export. */
    passwordHash: z.string(),
  }),
});

/**
 * The account's owner opened a link mailed to its email address: the address the account has at this point of its
 * stream is theirs. It names no address, so that it holds nothing personal: a later change of address, in any way,
 * leaves the account unconfirmed again.
 */
export const EmailAddressConfirmed = z.object({
  type: z.literal('EmailAddressConfirmed'),
  data: z.object({ userId: z.string() }),
});

/**
 * The user deleted their account (POPIA's right to erasure). Their personal-data key is erased with it, so the name,
 * email and phone number sealed in their earlier events can never be read again; the username stays reserved, so
 * that nobody else can take it and speak in their place.
 */
export const UserDeleted = z.object({
  type: z.literal('UserDeleted'),
  data: z.object({ userId: z.string(), username: z.string() }),
});
export type UserDeleted = z.infer<typeof UserDeleted>;

export const UserEvent = z.discriminatedUnion('type', [UserRegistered, UserRegistrationAbandoned, AdminGranted, AdminRevoked, PasswordChanged, EmailAddressConfirmed, UserDeleted]);
export type UserEvent = z.infer<typeof UserEvent>;
export type UsernameReserved = z.infer<typeof UsernameReserved>;
