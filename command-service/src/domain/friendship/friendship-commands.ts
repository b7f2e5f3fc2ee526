/** Ask `receiverId` to be friends with `requesterId` (the signed-in user). */
export type RequestFriendship = {
  type: 'RequestFriendship';
  data: { requesterId: string; receiverId: string };
};

/** The signed-in user (`userId`) answers the pending request `requestId`. */
export type AnswerFriendRequest = {
  type: 'AcceptFriendRequest' | 'RejectFriendRequest';
  data: { requestId: string; userId: string };
};

export type FriendshipCommand = RequestFriendship | AnswerFriendRequest;
