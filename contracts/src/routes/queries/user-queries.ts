import { z } from 'zod';
import { HistoryResponse, PicksResponse, PublicUser, User, UserAnswerResponse, UserStatsResponse } from '../../api/user.js';
import { UserDataExport } from '../../api/user-data-export.js';
import { CommentsOnDeletedQuestionsResponse } from '../../api/comment-on-deleted-question.js';
import { declareRoute } from '../route-declaration.js';
import { AnswerParams, HistoryQuery, IdParams, PicksQuery } from '../route-params.js';

export const UserQueries = {
  me: declareRoute({
    method: 'GET',
    url: '/api/auth/me',
    access: 'public',
    summary: 'Who is signed in: the user, or null for a visitor',
    description:
      "Answers 404 when the session's account is not in the read models yet: right after sign-up, send the sign-up's `x-position` as `x-min-position` to wait for it.",
    tag: 'Accounts',
    schema: { response: { 200: User.nullable() } },
    errors: [404],
  }),
  user: declareRoute({
    method: 'GET',
    url: '/api/users/:id',
    access: 'signed-in',
    summary: "A user's profile: all of it for oneself, the public part for anyone else",
    tag: 'Users',
    schema: { params: IdParams, response: { 200: z.union([User, PublicUser]) } },
    errors: [404],
  }),
  stats: declareRoute({
    method: 'GET',
    url: '/api/users/:id/stats',
    access: 'signed-in',
    summary: "A user's accuracy, streaks and national rank",
    tag: 'Users',
    schema: { params: IdParams, response: { 200: UserStatsResponse } },
    errors: [404],
  }),
  history: declareRoute({
    method: 'GET',
    url: '/api/users/:id/history',
    access: 'signed-in',
    summary: "The signed-in user's answers, newest first, with their outcome: the latest, then older pages after `before` and `beforeId` (the last one's submittedAt and question id)",
    tag: 'Users',
    schema: { params: IdParams, querystring: HistoryQuery, response: { 200: HistoryResponse } },
    errors: [403],
  }),
  dataExport: declareRoute({
    method: 'GET',
    url: '/api/users/:id/export',
    access: 'signed-in',
    summary: 'Everything held about the signed-in user, as a JSON download (POPIA right of access); for oneself only',
    tag: 'Users',
    schema: { params: IdParams, response: { 200: UserDataExport } },
    errors: [403, 404],
  }),
  commentsOnDeletedQuestions: declareRoute({
    method: 'GET',
    url: '/api/users/:id/comments-on-deleted-questions',
    access: 'signed-in',
    summary: "The signed-in user's comments under questions since deleted, which the log keeps until they delete them",
    description:
      'Nobody sees these comments any more, but their words stay in the log, sealed under each comment\'s own key, until their author deletes them with `DELETE /api/comments/{id}`. For oneself only.',
    tag: 'Comments',
    schema: { params: IdParams, response: { 200: CommentsOnDeletedQuestionsResponse } },
    errors: [403],
  }),
  picks: declareRoute({
    method: 'GET',
    url: '/api/users/:id/picks',
    access: 'signed-in',
    summary: "The signed-in user's picks among the questions named: one read for a page of cards, not one per card",
    description: 'Questions the user has not answered (or that do not exist) are left out of `picks`. For oneself only.',
    tag: 'Answers',
    schema: { params: IdParams, querystring: PicksQuery, response: { 200: PicksResponse } },
    errors: [403],
  }),
  answer: declareRoute({
    method: 'GET',
    url: '/api/users/:userId/answers/:questionId',
    access: 'signed-in',
    summary: "The signed-in user's answer to a question",
    tag: 'Answers',
    schema: { params: AnswerParams, response: { 200: UserAnswerResponse } },
    errors: [403, 404],
  }),
};
