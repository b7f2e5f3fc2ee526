import { z } from 'zod';
import { Tag } from '../api/research.js';
import { instantWithOffset } from '../api/instant.js';

/** Path parameters and query strings that several routes share. */

// A repeated query parameter arrives as a list: the message says what one is instead of zod's "received array".
const id = z.string('An id must be given once, as text').min(1, 'An id is required').max(100, 'That id is too long');

export const IdParams = z.object({ id });
export const AnswerParams = z.object({ userId: id, questionId: id });
export const UserIdQuery = z.object({ userId: id.optional() });

export const PageQuery = z.object({
  limit: z.coerce.number('limit must be a number').int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(50),
  before: instantWithOffset('before must be an ISO date-time such as 2026-11-22T13:00:00Z').optional(),
});

export const HistoryQuery = z.object({
  limit: z.coerce.number('limit must be a number').int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(5),
});

/** The tag in the path, normalised as it is stored ("Local Elections" finds "local elections"). */
export const TagParams = z.object({ tag: Tag });

/** A discussion's page: the latest `limit` comments (1-500, 200 by default), written before `before` when given. */
export const DiscussionQuery = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(500, 'limit must be at most 500')
    .default(200),
  before: PageQuery.shape.before,
});

/** A friend request's id names both users, so it may be longer than other ids. */
export const FriendRequestIdParams = z.object({
  id: z.string().min(1, 'A friend request id is required').max(250, 'That friend request id is too long'),
});

export const UserIdParams = z.object({ id: z.string().min(1, 'A user id is required').max(100, 'That user id is too long') });

/** The answer of a command that only says which entity it acted on. */
export const IdResponse = z.object({ id: z.string() });
