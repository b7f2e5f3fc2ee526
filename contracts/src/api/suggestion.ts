import { z } from 'zod';
import { SUGGESTION_STATUSES, SuggestionStatus } from '../events/suggestion-events.js';
import { beforeIdNeedsBefore, pageLimit, pagePosition } from './page-position.js';

export const SUGGESTION_TITLE_MIN = 10;
export const SUGGESTION_TITLE_MAX = 200;
export const SUGGESTION_DESCRIPTION_MAX = 2000;
export const ADMIN_NOTES_MAX = 2000;

const TITLE_TOO_SHORT = 'Question must be at least 10 characters';
const TITLE_TOO_LONG = 'Question must be less than 200 characters';
const NEEDS_STATUS = 'Please select a status';
const STATUS_CHOICES = `Status must be one of ${SUGGESTION_STATUSES.join(', ')}`;

/** Optional free text: trimmed, bounded, and a blank form field ("") means "not given". */
function optionalText(label: string, max: number) {
  return z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

export const SuggestQuestionRequest = z.object({
  // A missing title is too short like an empty one: the form shows the same hint either way.
  title: z.string(TITLE_TOO_SHORT).trim().min(SUGGESTION_TITLE_MIN, TITLE_TOO_SHORT).max(SUGGESTION_TITLE_MAX, TITLE_TOO_LONG),
  description: optionalText('Description', SUGGESTION_DESCRIPTION_MAX),
});
export type SuggestQuestionRequest = z.infer<typeof SuggestQuestionRequest>;

/** Trimmed before the check, so that a status sent with spaces around it counts. */
const trimmedIfText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const ReviewSuggestionRequest = z.object({
  // Checked as one of the four statuses itself, not as text piped into them, so that the API's document lists them.
  status: z.preprocess(
    trimmedIfText,
    z.enum(SUGGESTION_STATUSES, {
      error: (issue) => (typeof issue.input === 'string' && issue.input !== '' ? STATUS_CHOICES : NEEDS_STATUS),
    }),
  ),
  adminNotes: optionalText('Admin notes', ADMIN_NOTES_MAX),
});
export type ReviewSuggestionRequest = z.infer<typeof ReviewSuggestionRequest>;

/** `?user=me` lists the caller's own suggestions; without it the list is every user's (admins only). */
/** The most suggestions one page of everyone's holds, and how many it holds when `limit` is left out. */
export const SUGGESTIONS_PAGE_MAX = 100;
export const SUGGESTIONS_PAGE = 50;

/**
 * Everyone's suggestions (admins) come a page at a time, newest first, since a national audience suggests without
 * end: `limit` of them after the last one shown (page-position.ts). A member's own come whole unless paged too.
 */
export const SuggestionListQuery = z
  .object({
    user: z.literal('me', "The user filter only takes 'me'").optional(),
    status: z.enum(SUGGESTION_STATUSES, STATUS_CHOICES).optional(),
    limit: pageLimit(SUGGESTIONS_PAGE_MAX).optional(),
    ...pagePosition,
  })
  .refine(...beforeIdNeedsBefore());
export type SuggestionListQuery = z.infer<typeof SuggestionListQuery>;

export const SuggestionAuthor = z.object({ id: z.string(), name: z.string(), username: z.string() });
export type SuggestionAuthor = z.infer<typeof SuggestionAuthor>;

export const Suggestion = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: SuggestionStatus,
  adminNotes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  user: SuggestionAuthor,
});
export type Suggestion = z.infer<typeof Suggestion>;
export const SuggestionList = z.array(Suggestion);

/** What a review or a deletion answers: the suggestion's id and, after a review, where it now stands. */
export const ReviewSuggestionResponse = z.object({
  id: z.string(),
  status: SuggestionStatus,
  adminNotes: z.string().nullable(),
});
export type ReviewSuggestionResponse = z.infer<typeof ReviewSuggestionResponse>;
