import { streams } from '@iec-bets/contracts';
import type { EventStore } from '@iec-bets/platform';

/**
 * The question a comment was posted on, from the comment's own stream; null when there is no such comment. A
 * comment command needs it to read (or write to) the question's stream beside the comment's.
 */
export async function questionOfComment(eventStore: EventStore, commentId: string): Promise<string | null> {
  const events = await eventStore.readStream(streams.comment(commentId));
  const posted = events.find((event) => event.type === 'CommentPosted');
  return posted?.type === 'CommentPosted' ? posted.data.questionId : null;
}
