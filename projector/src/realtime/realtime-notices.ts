import { ReadModel, type QuestionDocument, type RealtimeQuestionNotice, type RecordedEvent } from '@iec-bets/contracts';
import type { ReadModelView } from '../projection.js';

/**
 * The /ws messages a projected batch gives rise to, in log order: a question published or resolved (for everyone),
 * and a friend request made, accepted or rejected (for its two people). The text is the
 * question's as the batch left it (what a client that refetches sees), so a question deleted later in the same batch
 * gets no message: there is nothing left to show.
 *
 * Events that happened before `notBefore` give no message: a projector that catches up on a backlog (a first start
 * on an existing log, a long outage) would otherwise announce old news to everyone connected.
 */
export function realtimeNoticesOf(
  events: readonly RecordedEvent[],
  projected: ReadModelView,
  notBefore: Date = new Date(0),
): RealtimeQuestionNotice[] {
  const notices: RealtimeQuestionNotice[] = [];
  const oldest = notBefore.toISOString();
  for (const event of events) {
    // Both are UTC ISO 8601 strings of one format, so they compare as text.
    if (event.metadata.occurredAt < oldest) continue;
    if (event.type === 'FriendRequested' || event.type === 'FriendRequestAccepted' || event.type === 'FriendRequestRejected') {
      const { requesterId, receiverId } = event.data;
      notices.push({ position: event.position, message: { type: 'friends-changed' }, to: [requesterId, receiverId] });
      continue;
    }
    if (event.type !== 'QuestionPublished' && event.type !== 'QuestionResolved') continue;
    const { questionId } = event.data;
    const question = projected.get<QuestionDocument>(ReadModel.questions, questionId);
    if (!question) continue;
    const { position } = event;
    if (event.type === 'QuestionPublished') {
      if (!question.isPublished) continue;
      notices.push({ position, message: { type: 'new-question', questionId, questionText: question.text } });
    } else {
      if (!question.isResolved) continue;
      const { correctOptionId } = event.data;
      const correctOptionText = question.options.find((option) => option.id === correctOptionId)?.text ?? correctOptionId;
      notices.push({
        position,
        message: { type: 'question-resolved', questionId, questionText: question.text, correctOptionId, correctOptionText },
      });
    }
  }
  return notices;
}
