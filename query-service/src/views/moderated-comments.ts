import { type ModeratedComment, type RecordedEvent, streams } from '@iec-bets/contracts';
import type { EventStore, ReadStore } from '@iec-bets/platform';
import { usersById } from './users-by-id.js';

/** The steps of a question's life that a moderator took about one comment of its discussion. */
const MODERATION_DECISIONS = new Set(['CommentRemoved', 'CommentReportsDismissed']);

/** The comment a moderation step names, if the step is one. */
export function decidedCommentId(event: RecordedEvent): string | undefined {
  if (!MODERATION_DECISIONS.has(event.type)) return undefined;
  const { commentId } = event.data as { commentId?: unknown };
  return typeof commentId === 'string' ? commentId : undefined;
}

const isPosting = (event: RecordedEvent): event is Extract<RecordedEvent, { type: 'CommentPosted' }> => event.type === 'CommentPosted';

/**
 * The comments that the moderation steps among `events` were about, by id, as their authors posted them: read from
 * the log, where a removed comment's words stay for audit (the read models drop them), and opened as the log opens
 * personal data, so that a comment its author deleted, or whose author's account is deleted, reads as erased here too.
 * A question's discussion sees few such decisions, so each comment's stream is read on its own.
 */
export async function moderatedComments(eventStore: EventStore, readStore: ReadStore, events: readonly RecordedEvent[]): Promise<Map<string, ModeratedComment>> {
  const ids = [...new Set(events.flatMap((event) => decidedCommentId(event) ?? []))];
  const posted = await Promise.all(ids.map(async (id) => (await eventStore.readStream(streams.comment(id))).find(isPosting)));
  const found = posted.filter((event) => event !== undefined);
  const authors = await usersById(readStore, found.map((event) => event.data.userId));
  return new Map(
    found.map(({ data }) => {
      const erased = data.content === '' && data.image === null;
      const comment: ModeratedComment = {
        author: { id: data.userId, username: authors.get(data.userId)?.username ?? null },
        content: erased ? null : data.content,
        hadImage: data.image !== null,
      };
      return [data.commentId, comment];
    }),
  );
}
