import { z } from 'zod';

/** Appended to `username-<lowercased name>` with expected revision "no stream": the name is taken once. */
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

export const AdminGranted = z.object({
  type: z.literal('AdminGranted'),
  data: z.object({ userId: z.string() }),
});

export const AdminRevoked = z.object({
  type: z.literal('AdminRevoked'),
  data: z.object({ userId: z.string() }),
});

export const UserEvent = z.discriminatedUnion('type', [UserRegistered, AdminGranted, AdminRevoked]);
export type UserEvent = z.infer<typeof UserEvent>;
export type UsernameReserved = z.infer<typeof UsernameReserved>;
