import { z } from 'zod';
import { Comment } from './comment.js';
import { FriendAnswer } from './question.js';
import { PublicUser } from './user.js';

export const PICK_A_USER = 'Please select a user from the list';
export const ENTER_A_USERNAME = 'Please enter a username';
export const TYPE_MORE_TO_SEARCH = 'Type at least 2 characters to search';

/**
 * A username as people write it to each other, as a handle: "@thandi" names thandi, as the screens show her. The same
 * text whether applied once or twice, as the client and the server both apply it.
 */
export const withoutHandleSign = (text: string) => text.replace(/^[@\s]+/, '');

const optionalUserId = z.string('A user id must be text').trim().max(100, 'That user id is too long').optional();

/**
 * The friends screen sends the picked user's id; the invite dialog sends a typed username. `userId`, when sent,
 * must be the signed-in user's own.
 */
export const SendFriendRequestRequest = z.object({
  userId: optionalUserId,
  friendId: z.string(PICK_A_USER).trim().max(100, 'That user id is too long').optional(),
  // overwrite, not transform: the document keeps the field's limits (a transform is described by its input alone).
  friendUsername: z.string(ENTER_A_USERNAME).trim().overwrite(withoutHandleSign).max(100, 'That username is too long').optional(),
})
  // One of the two says who: a request without either (an empty body) is refused here, as the route's schema ...
  .refine((body) => Boolean(body.friendId) || body.friendUsername !== undefined, { message: PICK_A_USER })
  // ... and a username typed blank, without an id, is asked for again.
  .refine((body) => Boolean(body.friendId) || body.friendUsername !== '', { message: ENTER_A_USERNAME, path: ['friendUsername'] });
export type SendFriendRequestRequest = z.infer<typeof SendFriendRequestRequest>;

/** Accepting or rejecting needs nothing but the request id in the path; `userId`, when sent, must be one's own. */
export const RespondToFriendRequestRequest = z.object({ userId: optionalUserId });
export type RespondToFriendRequestRequest = z.infer<typeof RespondToFriendRequestRequest>;

export const FriendRequestStatus = z.enum(['pending', 'accepted', 'rejected']);

/** What the command side answers: the request as it now stands. */
export const FriendRequestOutcome = z.object({
  id: z.string(),
  requesterId: z.string(),
  receiverId: z.string(),
  status: FriendRequestStatus,
  /** When it happened: the request was sent, accepted or rejected. */
  at: z.iso.datetime(),
  /**
   * A sent request's receiver's username as registered, whatever case the sender typed, so that the sender is told
   * whom they asked in the receiver's own spelling. Only in the answer to sending; optional for older servers.
   */
  receiverUsername: z.string().optional(),
});
export type FriendRequestOutcome = z.infer<typeof FriendRequestOutcome>;

/** A user as the friends screens list them. */
export const FriendUser = PublicUser.pick({ id: true, name: true, username: true, isAdmin: true });
export type FriendUser = z.infer<typeof FriendUser>;

export const UserSearchQuery = z.object({
  q: z
    .string(TYPE_MORE_TO_SEARCH)
    .trim()
    .overwrite(withoutHandleSign)
    .min(2, TYPE_MORE_TO_SEARCH)
    .max(30, 'Username must be at most 30 characters'),
});
export const UserSearchResponse = z.object({ users: z.array(FriendUser) });
export type UserSearchResponse = z.infer<typeof UserSearchResponse>;

export const FriendsResponse = z.object({ friends: z.array(FriendUser) });
export type FriendsResponse = z.infer<typeof FriendsResponse>;

export const FriendRequest = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  requester: FriendUser,
  receiver: FriendUser,
});
export type FriendRequest = z.infer<typeof FriendRequest>;
export const FriendRequestsResponse = z.object({ requests: z.array(FriendRequest) });
export type FriendRequestsResponse = z.infer<typeof FriendRequestsResponse>;

export const FriendAnswersResponse = z.object({ friendAnswers: z.array(FriendAnswer) });
export type FriendAnswersResponse = z.infer<typeof FriendAnswersResponse>;

/** SPEC section 9: the Friends tab of Election Predictions shows a question's latest 5 friend comments. */
export const FRIEND_COMMENTS_SHOWN = 5;

/**
 * What friends did about one question of the public feed: their answers by name, their latest comments (oldest
 * first, at most FRIEND_COMMENTS_SHOWN) and how many comments they wrote on it in all ("+N more friend comments").
 */
export const FriendActivity = z.object({
  questionId: z.string(),
  friendAnswers: z.array(FriendAnswer),
  friendComments: z.array(Comment).max(FRIEND_COMMENTS_SHOWN),
  friendCommentCount: z.number().int().nonnegative(),
});
export type FriendActivity = z.infer<typeof FriendActivity>;
export const FriendActivityResponse = z.object({ activity: z.array(FriendActivity) });
export type FriendActivityResponse = z.infer<typeof FriendActivityResponse>;
