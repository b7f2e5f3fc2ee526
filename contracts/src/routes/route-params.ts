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

/** The longest page of a newest-first list a reader may ask for. */
export const LONGEST_LIST_PAGE = 100;

/** A page of a newest-first list: `limit` items after the position `before` and `beforeId` name (page-position.ts). */
export const PageQuery = z
  .object({
    limit: pageLimit(LONGEST_LIST_PAGE).default(LIST_PAGE),
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

/** How many questions' picks one read may ask for: the longest page of the public archive. */
export const PICKS_AT_ONCE = LONGEST_LIST_PAGE;

/**
 * The longest list of ids the picks read takes, in characters: a hundred question ids (UUIDs, 36 characters) and their
 * commas, well inside the 8 kB request line a proxy passes on (a longer one would meet nginx's 414 first).
 */
const PICKS_QUERY_LENGTH = 4_000;

/** An id in a list separated by commas has none of its own, nor spaces, which would make two ids of one. */
const listedId = id.regex(/^[^,\s]+$/, 'A question id in questionIds has no commas or spaces');

/**
 * The questions whose picks are asked, as ids separated by commas (a page of cards' worth); a repeated id counts once.
 */
export const PicksQuery = z.object({
  questionIds: z
    .string('questionIds must be given once, as question ids separated by commas')
    .max(PICKS_QUERY_LENGTH, `questionIds is too long: at most ${PICKS_AT_ONCE} question ids`)
    .meta({
      description: `Question ids separated by commas, 1 to ${PICKS_AT_ONCE} of them (a repeated id counts once), ${PICKS_QUERY_LENGTH} characters at most`,
      examples: ['0191f3c2-7a10-7000-8000-00000000a1ed,0191f3c2-7a10-7000-8000-00000000b2fe'],
    })
    .transform((text) => [...new Set(text.split(',').filter((part) => part !== ''))])
    .pipe(
      z
        .array(listedId)
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
