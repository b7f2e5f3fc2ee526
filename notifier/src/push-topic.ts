import { createHash } from 'node:crypto';

/**
 * The Topic of a delivery's push message: at most 32 characters of URL-safe base64 (RFC 8030), the same for every
 * attempt at one delivery, so that a copy sent again replaces the first at the push service.
 */
export function pushTopicOf(jobId: string): string {
  return createHash('sha256').update(jobId).digest('base64url').slice(0, 32);
}
