import {
  type FriendAnswersResponse,
  type FriendRequestsResponse,
  type FriendsResponse,
  type QuestionDocument,
  ReadModel,
  type UserSearchResponse,
  UserSearchQuery,
} from '@iec-bets/contracts';
import { notFound, parseInput, requireSelf, requireUser } from '@iec-bets/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { QueryDeps } from '../deps.js';
import { friendAnswersTo } from '../views/friend-answers-view.js';
import { friendIdsOf } from '../views/friend-ids.js';
import { pendingRequests } from '../views/friend-requests-view.js';
import { byUsername, friendUsersById } from '../views/friend-users.js';
import { searchUsers } from '../views/user-search.js';
import { IdParams, UserIdQuery } from '@iec-bets/contracts';

/** The friends screens: search, friends, requests received and sent, and what friends answered. Each is one's own. */
export const friendshipRoutes: FastifyPluginAsync<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;

  app.get('/api/users/search', async (request) => {
    const userId = requireUser(request);
    const { q } = parseInput(UserSearchQuery, request.query);
    const body: UserSearchResponse = { users: await searchUsers(readStore, userId, q) };
    return body;
  });

  app.get('/api/users/:id/friends', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    requireSelf(request, id);
    const friends = await friendUsersById(readStore, await friendIdsOf(readStore, id));
    const body: FriendsResponse = { friends: [...friends.values()].sort(byUsername) };
    return body;
  });

  app.get('/api/users/:id/friend-requests', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    requireSelf(request, id);
    const body: FriendRequestsResponse = { requests: await pendingRequests(readStore, id, 'received') };
    return body;
  });

  app.get('/api/users/:id/sent-requests', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    requireSelf(request, id);
    const body: FriendRequestsResponse = { requests: await pendingRequests(readStore, id, 'sent') };
    return body;
  });

  app.get('/api/questions/:id/friend-answers', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const userId = requireSelf(request, parseInput(UserIdQuery, request.query).userId);
    const question = await readStore.get<QuestionDocument>(ReadModel.questions, id);
    if (!question || !question.isPublished) throw notFound('Question not found');
    const body: FriendAnswersResponse = { friendAnswers: await friendAnswersTo(readStore, question, userId) };
    return body;
  });
};
