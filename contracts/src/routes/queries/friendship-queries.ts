import { FriendActivityResponse, FriendAnswersResponse, FriendRequestsResponse, FriendsResponse, UserSearchQuery, UserSearchResponse } from '../../api/friendship.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams, PageQuery, UserIdQuery } from '../route-params.js';

export const FriendshipQueries = {
  search: declareRoute({
    method: 'GET',
    url: '/api/users/search',
    access: 'signed-in',
    summary: 'Users whose username contains the text (any case), to send a friend request to',
    tag: 'Friends',
    schema: { querystring: UserSearchQuery, response: { 200: UserSearchResponse } },
  }),
  friends: declareRoute({
    method: 'GET',
    url: '/api/users/:id/friends',
    access: 'signed-in',
    summary: "The signed-in user's friends, by username",
    tag: 'Friends',
    schema: { params: IdParams, response: { 200: FriendsResponse } },
    errors: [403],
  }),
  received: declareRoute({
    method: 'GET',
    url: '/api/users/:id/friend-requests',
    access: 'signed-in',
    summary: 'Friend requests the signed-in user has received and not yet answered',
    tag: 'Friends',
    schema: { params: IdParams, response: { 200: FriendRequestsResponse } },
    errors: [403],
  }),
  sent: declareRoute({
    method: 'GET',
    url: '/api/users/:id/sent-requests',
    access: 'signed-in',
    summary: 'Friend requests the signed-in user has sent that are still pending',
    tag: 'Friends',
    schema: { params: IdParams, response: { 200: FriendRequestsResponse } },
    errors: [403],
  }),
  friendAnswers: declareRoute({
    method: 'GET',
    url: '/api/questions/:id/friend-answers',
    access: 'signed-in',
    summary: "What the signed-in user's friends answered to a published question",
    tag: 'Friends',
    schema: { params: IdParams, querystring: UserIdQuery, response: { 200: FriendAnswersResponse } },
    errors: [403, 404],
  }),
  friendActivity: declareRoute({
    method: 'GET',
    url: '/api/users/:id/friend-activity',
    access: 'signed-in',
    summary:
      "What the signed-in user's friends answered and wrote on the public feed's questions (the same page as /api/questions/public), for the questions they took part in",
    tag: 'Friends',
    schema: { params: IdParams, querystring: PageQuery, response: { 200: FriendActivityResponse } },
    errors: [403],
  }),
};
