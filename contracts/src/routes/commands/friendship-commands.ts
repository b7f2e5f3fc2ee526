import { FriendRequestOutcome, RespondToFriendRequestRequest, SendFriendRequestRequest } from '../../api/friendship.js';
import { declareRoute } from '../route-declaration.js';
import { FriendRequestIdParams } from '../route-params.js';

export const FriendshipCommands = {
  request: declareRoute({
    method: 'POST',
    url: '/api/friendships',
    access: 'signed-in',
    summary: 'Send a friend request to a user picked from the search, or named by username',
    tag: 'Friends',
    schema: { body: SendFriendRequestRequest, response: { 201: FriendRequestOutcome } },
    errors: [403, 404, 409],
  }),
  accept: declareRoute({
    method: 'PUT',
    url: '/api/friend-requests/:id/accept',
    access: 'signed-in',
    summary: 'Accept a friend request one has received',
    tag: 'Friends',
    schema: { params: FriendRequestIdParams, body: RespondToFriendRequestRequest, response: { 200: FriendRequestOutcome } },
    errors: [403, 404, 409],
  }),
  reject: declareRoute({
    method: 'PUT',
    url: '/api/friend-requests/:id/reject',
    access: 'signed-in',
    summary: 'Decline a friend request one has received',
    tag: 'Friends',
    schema: { params: FriendRequestIdParams, body: RespondToFriendRequestRequest, response: { 200: FriendRequestOutcome } },
    errors: [403, 404, 409],
  }),
};
