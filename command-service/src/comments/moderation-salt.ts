import { randomBytes } from 'node:crypto';

/** 128 random bits for a moderator's decision, so its public content hash cannot be tested against guesses. */
export function moderationSalt(): string {
  return randomBytes(16).toString('base64url');
}
