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

export const UserEvent = z.discriminatedUnion('type', [UserRegistered, UserRegistrationAbandoned, AdminGranted, AdminRevoked]);
export type UserEvent = z.infer<typeof UserEvent>;
export type UsernameReserved = z.infer<typeof UsernameReserved>;
