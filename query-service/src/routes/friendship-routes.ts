import {
  type FriendActivityResponse,
  type FriendAnswersResponse,
  type FriendRequestsResponse,
  FriendshipQueries,
  type FriendsResponse,
  QUESTION_NOT_FOUND,
  type QuestionDocument,
  ReadModel,
  type UserSearchResponse,
} from '@iec-bets/contracts';
import { declaredRoute, notFound, requireSelf, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { friendActivityOn } from '../views/friend-activity-view.js';
import { friendAnswersTo } from '../views/friend-answers-view.js';
import { friendIdsOf } from '../views/friend-ids.js';
import { pendingRequests } from '../views/friend-requests-view.js';
import { byUsername, friendUsersById } from '../views/friend-users.js';
import { publicFeedPage } from '../views/public-feed-page.js';
import { searchUsers } from '../views/user-search.js';

/**
 * The friends screens: search, friends, requests received and sent, and what friends answered and wrote. Each is
 * one's own.
 */
export const friendshipRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(FriendshipQueries.search),
      handler: async (request) => {
        const userId = requireUser(request);
        const body: UserSearchResponse = { users: await searchUsers(readStore, userId, request.query.q) };
        return body;
      },
    });

    signedIn.route({
      ...declaredRoute(FriendshipQueries.friends),
      handler: async (request) => {
        const { id } = request.params;
        requireSelf(request, id);
        const friends = await friendUsersById(readStore, await friendIdsOf(readStore, id));
        const body: FriendsResponse = { friends: [...friends.values()].sort(byUsername) };
        return body;
      },
    });

    signedIn.route({
      ...declaredRoute(FriendshipQueries.received),
      handler: async (request) => {
        const { id } = request.params;
        requireSelf(request, id);
        const body: FriendRequestsResponse = { requests: await pendingRequests(readStore, id, 'received') };
        return body;
      },
    });

    signedIn.route({
      ...declaredRoute(FriendshipQueries.sent),
      handler: async (request) => {
        const { id } = request.params;
        requireSelf(request, id);
        const body: FriendRequestsResponse = { requests: await pendingRequests(readStore, id, 'sent') };
        return body;
      },
    });

    signedIn.route({
      ...declaredRoute(FriendshipQueries.friendAnswers),
      handler: async (request) => {
        const { id } = request.params;
        const userId = requireSelf(request, request.query.userId);
        const question = await readStore.get<QuestionDocument>(ReadModel.questions, id);
        if (!question || !question.isPublished) throw notFound(QUESTION_NOT_FOUND);
        const body: FriendAnswersResponse = { friendAnswers: await friendAnswersTo(readStore, question, userId) };
        return body;
      },
    });

    // One request for the whole Friends tab, polled: it replaces a poll per question of the page.
    signedIn.route({
      ...declaredRoute(FriendshipQueries.friendActivity),
      handler: async (request) => {
        const userId = requireSelf(request, request.params.id);
        const { limit, before, beforeId } = request.query;
        const questions = await publicFeedPage(readStore, limit, { before, beforeId });
        const body: FriendActivityResponse = { activity: await friendActivityOn(readStore, questions, userId) };
        return body;
      },
    });
  });
};
