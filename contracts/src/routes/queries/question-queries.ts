import { z } from 'zod';
import { PublicResults, Question, QuestionList, UserResults } from '../../api/question.js';
import { PublicResultsQuery, ResultsHistory } from '../../api/results-history.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams, PageQuery, UserIdQuery } from '../route-params.js';

/**
 * How long a question's picture may be kept by a shared cache or an app before it asks again: its answer may be
 * corrected, so not for long, but a link shared in a large group brings many apps within minutes.
 */
export const QUESTION_PICTURE_MAX_AGE_SECONDS = 600;

/** `v`: the version of what the picture shows, named by the pages only to give each version its own address. */
const PictureQuery = z.object({ v: z.string().max(64).optional() });

export const QuestionQueries = {
  today: declareRoute({
    method: 'GET',
    url: '/api/questions/today',
    access: 'public',
    summary: "Today's open questions (South African date), newest first",
    tag: 'Questions',
    schema: { response: { 200: QuestionList } },
  }),
  public: declareRoute({
    method: 'GET',
    url: '/api/questions/public',
    access: 'public',
    summary: 'Published questions, newest first, a page at a time (archived ones left out)',
    tag: 'Questions',
    schema: { querystring: PageQuery, response: { 200: QuestionList } },
  }),
  one: declareRoute({
    method: 'GET',
    url: '/api/questions/:id',
    access: 'public',
    summary: 'A published question, with how the nation answered it and, once resolved, its outcome',
    description: 'Archived questions are found too; drafts and deleted questions are not (404).',
    tag: 'Questions',
    schema: { params: IdParams, response: { 200: Question } },
    errors: [404],
  }),
  picture: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/picture',
    access: 'public',
    summary: "A published question's picture for link previews: 1200 x 630 PNG",
    description:
      "The question and its day; once resolved, the answer and how the nation split; while open, its options as the " +
      'game\'s buttons. Drawn from the question as it stands, so it changes with a resolution or a correction: kept by ' +
      `shared caches for ${QUESTION_PICTURE_MAX_AGE_SECONDS} s, then checked again by its \`ETag\` (304). Pages name it ` +
      'with `v`, the version of what it shows, so that an app which keeps pictures by address takes a new one. While the ' +
      "server's budget for drawing is spent, a picture not drawn yet is a 307 to the site's own picture, not to be kept.",
    tag: 'Questions',
    schema: { params: IdParams, querystring: PictureQuery, response: { 304: z.null(), 307: z.null() } },
    bytes: ['image/png'],
    errors: [404],
  }),
  publicResults: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/public-results',
    access: 'public',
    summary: "How the nation answered a published question, now or as it stood at an instant (asOf)",
    description:
      'With `asOf` (an ISO 8601 date-time), the results as they stood at that instant: every answer given at or ' +
      'before it counts, and a time before the publication gives zero votes.',
    tag: 'Questions',
    schema: { params: IdParams, querystring: PublicResultsQuery, response: { 200: PublicResults } },
    errors: [404],
  }),
  resultsHistory: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/results-history',
    access: 'public',
    summary: "A published question's Yes share over its life, at most 100 points from its publication to now",
    description:
      'Points spread evenly from the publication to now (or, once it is closed, to its last answer), oldest first; ' +
      'each counts the answers given at or before its `at`, and the last one is the results as they stand.',
    tag: 'Questions',
    schema: { params: IdParams, response: { 200: ResultsHistory } },
    errors: [404],
  }),
  results: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/results',
    access: 'signed-in',
    summary: "A question's results with the signed-in user's answer and their friends' answers",
    tag: 'Questions',
    schema: { params: IdParams, querystring: UserIdQuery, response: { 200: UserResults } },
    errors: [403, 404],
  }),
};
