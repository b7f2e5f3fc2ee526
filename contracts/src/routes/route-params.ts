import { z } from 'zod';
import { Tag } from '../api/research.js';
import { beforeIdNeedsBefore, pageLimit, pagePosition } from '../api/page-position.js';

/** Path parameters and query strings that several routes share. */

// A repeated query parameter arrives as a list: the message says what one is instead of zod's "received array".
const id = z.string('An id must be given once, as text').min(1, 'An id is required').max(100, 'That id is too long');

export const IdParams = z.object({ id });
export const AnswerParams = z.object({ userId: id, questionId: id });
export const UserIdQuery = z.object({ userId: id.optional() });

/** How many items a newest-first list gives when no `limit` is asked: the public questions' pages, among others. */
export const LIST_PAGE = 50;

/** A page of a newest-first list: `limit` items after the position `before` and `beforeId` name (page-position.ts). */
export const PageQuery = z
  .object({
    limit: pageLimit(100).default(LIST_PAGE),
    ...pagePosition,
  })
  .refine(...beforeIdNeedsBefore());

/**
 * A page of a player's answers, newest first: the profile's latest 5, then older pages after the answer `before` (its
 * `submittedAt`) and `beforeId` (its question's id) name.
 */
export const HistoryQuery = z
  .object({
    limit: pageLimit(100).default(5),
    ...pagePosition,
  })
  .refine(...beforeIdNeedsBefore());

/** How many questions' picks one read may ask for: the longest page of the public archive (PageQuery's limit). */
export const PICKS_AT_ONCE = 100;

/**
 * The questions whose picks are asked, as ids separated by commas (a page of cards' worth); a repeated id counts once.
 */
export const PicksQuery = z.object({
  questionIds: z
    .string('questionIds must be given once, as question ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()).filter((part) => part !== ''))])
    .pipe(
      z
        .array(id)
        .min(1, 'questionIds must name at least one question')
        .max(PICKS_AT_ONCE, `questionIds may name at most ${PICKS_AT_ONCE} questions`),
    ),
});

/** The tag in the path, normalised as it is stored ("Local Elections" finds "local elections"). */
export const TagParams = z.object({ tag: Tag });

/** How many comments a discussion's page gives when no `limit` is asked: its latest, or those before a position. */
export const DISCUSSION_PAGE = 200;

/** A discussion's page: the latest `limit` comments (1-500, 200 by default), written before the position when given. */
export const DiscussionQuery = z.object({
  limit: pageLimit(500).default(DISCUSSION_PAGE),
  ...pagePosition,
}).refine(...beforeIdNeedsBefore());

/** A friend request's id names both users, so it may be longer than other ids. */
export const FriendRequestIdParams = z.object({
  id: z.string().min(1, 'A friend request id is required').max(250, 'That friend request id is too long'),
});

export const UserIdParams = z.object({ id: z.string().min(1, 'A user id is required').max(100, 'That user id is too long') });

/** The answer of a command that only says which entity it acted on. */
export const IdResponse = z.object({ id: z.string() });
