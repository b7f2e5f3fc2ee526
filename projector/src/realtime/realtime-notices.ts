import { ReadModel, southAfricanDay, type QuestionDocument, type RealtimeQuestionNotice, type RecordedEvent } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

type OutcomeEvent = Extract<RecordedEvent, { type: 'QuestionResolved' | 'QuestionResolutionCorrected' }>;

/** The events that tell everyone a question's outcome: its resolution, and a correction of it (told the same way). */
const isOutcome = (event: RecordedEvent): event is OutcomeEvent =>
  event.type === 'QuestionResolved' || event.type === 'QuestionResolutionCorrected';

/**
 * The /ws messages a projected batch gives rise to, in log order: a question published or resolved, or its
 * resolution corrected (for everyone: players who now called it get their cheer, and every screen its new outcome),
 * and a friend request made, accepted or rejected (for its two people). The text is the question's as the read
 * models hold it once the batch is committed (what a client that refetches sees), so a question deleted later in the
 * same batch gets no message: there is nothing left to show. Read from the store, not from what the last commit
 * knew: a batch handed over again after a failure part-way commits only its rest, yet owes every message.
 *
 * Events that happened before `notBefore` give no message: a projector that catches up on a backlog (a first start
 * on an existing log, a long outage) would otherwise announce old news to everyone connected.
 */
export async function realtimeNoticesOf(
  events: readonly RecordedEvent[],
  readStore: ReadStore,
  notBefore: Date = new Date(0),
): Promise<RealtimeQuestionNotice[]> {
  const notices: RealtimeQuestionNotice[] = [];
  const oldest = notBefore.toISOString();
  const named = events.flatMap((event) =>
    (event.type === 'QuestionPublished' || isOutcome(event)) && event.metadata.occurredAt >= oldest ? [event.data.questionId] : [],
  );
  const questions = new Map(
    (named.length > 0 ? await readStore.getMany<QuestionDocument>(ReadModel.questions, named) : []).map((question) => [question.id, question]),
  );
  for (const event of events) {
    // Both are UTC ISO 8601 strings of one format, so they compare as text.
    if (event.metadata.occurredAt < oldest) continue;
    if (event.type === 'FriendRequested' || event.type === 'FriendRequestAccepted' || event.type === 'FriendRequestRejected') {
      const { requesterId, receiverId } = event.data;
      notices.push({ position: event.position, message: { type: 'friends-changed' }, to: [requesterId, receiverId] });
      continue;
    }
    if (event.type !== 'QuestionPublished' && !isOutcome(event)) continue;
    const { questionId } = event.data;
    const question = questions.get(questionId);
    if (!question) continue;
    const { position } = event;
    if (event.type === 'QuestionPublished') {
      if (!question.isPublished) continue;
      // One published ahead of its day is not on anyone's list of today's questions, and takes no answer yet: "make
      // your prediction now" waits for its day, as its alerts do (the clients read today's questions every minute).
      if (southAfricanDay(question.date) > southAfricanDay(event.metadata.occurredAt)) continue;
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
