import { z } from 'zod';

/**
 * Messages of the /ws feed, from the query-service to the browser. The client parses each one with `RealtimeMessage`
 * and refetches what it shows; a message it cannot parse (a newer server's type, say) is logged and ignored.
 */
export const NewQuestionMessage = z.object({
  type: z.literal('new-question'),
  questionId: z.string(),
  questionText: z.string(),
});
export type NewQuestionMessage = z.infer<typeof NewQuestionMessage>;

export const QuestionResolvedMessage = z.object({
  type: z.literal('question-resolved'),
  questionId: z.string(),
  questionText: z.string(),
  correctOptionId: z.string(),
  /** The correct option's text ('Yes' or 'No'), which the resolution notification shows. */
  correctOptionText: z.string(),
});
export type QuestionResolvedMessage = z.infer<typeof QuestionResolvedMessage>;

/**
 * Sent only to the two people of a friend request when it is made, accepted or rejected: their friends, requests
 * and friends' board changed. It carries nothing else, so a socket whose session ended meanwhile learns nothing; the
 * client refetches, as the signed-in user.
 */
export const FriendsChangedMessage = z.object({ type: z.literal('friends-changed') });
export type FriendsChangedMessage = z.infer<typeof FriendsChangedMessage>;

export const RealtimeMessage = z.discriminatedUnion('type', [NewQuestionMessage, QuestionResolvedMessage, FriendsChangedMessage]);
export type RealtimeMessage = z.infer<typeof RealtimeMessage>;

/**
 * The first frame of every /ws connection. `position` is the log position at or before which stands every message
 * the connection would have been sent had it been open already, or null while the server cannot tell (it lost its
 * notice bus, and messages may be going by unsent). A replica that has not listened yet holds the hello until it
 * does. A client whose data was read at an earlier position may have missed a message, and reads again; one whose
 * data is as recent need not, so that a page's first connection, or a reconnection to the same replica, does not ask
 * again for what it holds. A replica names, until it sends a message, where the projector saved that the messages it
 * could not hear go up to (FEED_EVERYONE_CHECKPOINT). It sends a hello again, on every open connection, each time it
 * listens again after it could not (its notice bus was out of reach, and messages sent meanwhile never reached its
 * clients): the client treats it as a new connection's.
 */
export const RealtimeHello = z.object({ type: z.literal('hello'), position: z.number().int().nonnegative().nullable() });
export type RealtimeHello = z.infer<typeof RealtimeHello>;

/**
 * A frame of the feed as it travels: the hello, then each message with the log position of the event it tells of (a
 * client that was last told of position P knows whether a later hello names a message it has not seen), and, on a
 * message for everyone, `refetchWithinMs`: the replica's word on how widely its clients spread the reads of their own
 * data the message calls for (after a resolution: their stats, answers and celebrations), each waiting a random part
 * of it. It grows with the replica's open sockets, so that a national audience told at once does not ask at once.
 */
export const RealtimeFrame = z.union([
  RealtimeHello,
  z.intersection(
    RealtimeMessage,
    z.object({ position: z.number().int().positive(), refetchWithinMs: z.number().int().nonnegative().optional() }),
  ),
]);
export type RealtimeFrame = z.infer<typeof RealtimeFrame>;

/**
 * Notice channel on which the projector hands the query-services a /ws message, once the batch that makes it true
 * has been committed: a client that refetches on the message sees the change.
 */
export const REALTIME_QUESTION_CHANNEL = 'realtime.question';
export const RealtimeQuestionNotice = z.object({
  /** Global position of the event the message tells of. */
  position: z.number().int().positive(),
  message: RealtimeMessage,
  /** The users whose sockets it goes to; everyone connected when absent. */
  to: z.array(z.string()).optional(),
});
export type RealtimeQuestionNotice = z.infer<typeof RealtimeQuestionNotice>;

/** What `GET /ws` answers (426) to a request that does not ask to upgrade to a WebSocket. */
export const NOT_A_WEBSOCKET_REQUEST = 'This address is the live feed: connect to it with a WebSocket';
