import { streams } from '@iec-bets/contracts';
import type { EventStore } from '@iec-bets/platform';

/**
 * What the log holds of these comments' words, by comment id: their text as their author wrote it, opened with each
 * comment's own key (blank once that key is destroyed). A comment the store could not open (a log read without the
 * keys) is left out rather than shown as its ciphertext.
 */
export async function commentWordsInLog(
  eventStore: Pick<EventStore, 'readStream'>,
  commentIds: readonly string[],
): Promise<Map<string, { content: string }>> {
  const words = new Map<string, { content: string }>();
  await Promise.all(
    commentIds.map(async (commentId) => {
      const posted = (await eventStore.readStream(streams.comment(commentId))).find((event) => event.type === 'CommentPosted');
      if (posted?.type === 'CommentPosted' && posted.data.sealed === undefined) words.set(commentId, { content: posted.data.content });
    }),
  );
  return words;
}
