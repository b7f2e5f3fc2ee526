import {
  FRIEND_REQUEST_NOT_FOUND,
  friendPairOf,
  type FriendRequestOutcome,
  FriendshipCommands,
  type RespondToFriendRequestRequest,
  type SendFriendRequestRequest,
  streams,
  USER_NOT_FOUND,
} from '@iec-bets/contracts';
import { declaredRoute, notFound, requireSelf, signedInScope } from '@iec-bets/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import type { AnswerFriendRequest } from '../domain/friendship/friendship-commands.js';
import { friendshipDecider } from '../domain/friendship/friendship-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { findUserIdByUsername, loadUser } from '../users/user-lookup.js';

export const friendshipRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;

  /** The id of the user to befriend: picked from the search list, or typed as a username (any case). */
  async function friendIdFrom(input: SendFriendRequestRequest): Promise<string> {
    if (input.friendId) return input.friendId;
    // From the log, not a read model: a user who signed up a moment ago can be added at once. (Without an id, the
    // schema has made sure that a username was sent, and not blank.)
    const friendId = await findUserIdByUsername(eventStore, input.friendUsername ?? '');
    if (!friendId) throw notFound(USER_NOT_FOUND);
    return friendId;
  }

  async function sendRequest(request: FastifyRequest, reply: FastifyReply, input: SendFriendRequestRequest) {
    const requesterId = requireSelf(request, input.userId);
    const receiverId = await friendIdFrom(input);
    // A username typed in any case finds its user: the answer spells it as they registered it, for the sender's toast.
    // Read before the request is recorded, so that a failed read cannot answer an error for a request that was sent.
    const receiver = await loadUser(eventStore, receiverId);
    const metadata = commandMetadata(request, requesterId, clock());
    const { events, appended } = await handleCommand(eventStore, friendshipDecider, {
      streamId: streams.friendship(requesterId, receiverId),
      // The receiver's own stream says whether they exist; it is read, not locked.
      contextStreamIds: [streams.user(receiverId)],
      command: { type: 'RequestFriendship', data: { requesterId, receiverId } },
      metadata,
    });
    sendPosition(reply, appended);
    const body: FriendRequestOutcome = {
      id: events[0]!.data.requestId,
      requesterId,
      receiverId,
      status: 'pending',
      at: metadata.occurredAt,
      ...(receiver ? { receiverUsername: receiver.username } : {}),
    };
    return reply.status(201).send(body);
  }

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    requestId: string,
    input: RespondToFriendRequestRequest,
    type: AnswerFriendRequest['type'],
  ) {
    const userId = requireSelf(request, input.userId);
    const pair = friendPairOf(requestId);
    if (!pair) throw notFound(FRIEND_REQUEST_NOT_FOUND);
    const metadata = commandMetadata(request, userId, clock());
    const { events, appended } = await handleCommand(eventStore, friendshipDecider, {
      streamId: streams.friendship(...pair),
      // Both users' streams say whether they still exist: a deleted requester's request is gone. Read, not locked.
      contextStreamIds: pair.map((id) => streams.user(id)),
      command: { type, data: { requestId, userId } },
      metadata,
    });
    sendPosition(reply, appended);
    const { requesterId, receiverId } = events[0]!.data;
    const body: FriendRequestOutcome = {
      id: requestId,
      requesterId,
      receiverId,
      status: type === 'AcceptFriendRequest' ? 'accepted' : 'rejected',
      at: metadata.occurredAt,
    };
    return reply.send(body);
  }

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(FriendshipCommands.request),
      handler: (request, reply) => sendRequest(request, reply, request.body),
    });
    signedIn.route({
      ...declaredRoute(FriendshipCommands.accept),
      handler: (request, reply) => answer(request, reply, request.params.id, request.body, 'AcceptFriendRequest'),
    });
    signedIn.route({
      ...declaredRoute(FriendshipCommands.reject),
      handler: (request, reply) => answer(request, reply, request.params.id, request.body, 'RejectFriendRequest'),
    });
  });
};
