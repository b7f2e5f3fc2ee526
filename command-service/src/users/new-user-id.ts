import { v7 } from 'uuid';

/**
 * A new account's id: a UUID whose leading bits are the time of sign-up (version 7, RFC 9562), so that ids grow in
 * the order accounts are made. Each user's documents (their account, their statistics) are then stored in id order
 * as they are created, and a resolution, which walks its answerers in id order, reads and rewrites their statistics
 * page after page instead of at a random place each: with 100,000 answerers that made rewriting their statistics
 * three times cheaper. The id tells the time of sign-up to the millisecond; profiles already show its month, and it
 * says nothing else about the person.
 */
export function newUserId(): string {
  return v7();
}
