import { z } from 'zod';
import { HistoryResponse, PublicUser, User, UserAnswerResponse, UserStatsResponse } from '../../api/user.js';
import { UserDataExport } from '../../api/user-data-export.js';
import { declareRoute } from '../route-declaration.js';
import { AnswerParams, HistoryQuery, IdParams } from '../route-params.js';

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
    summary: "The signed-in user's latest answers, newest first, with their outcome",
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
