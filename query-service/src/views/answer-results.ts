import { answerMillipointsOf, answerResultOf, type AnswerDocument, type CelebrationMarksDocument, type QuestionDocument, type ScoringRule } from '@iec-bets/contracts';
import type { InboxEntry } from './pending-celebrations.js';

export interface AnswerResultSources {
  /** The questions resolved or corrected since `since`. */
  settled: readonly QuestionDocument[];
  /** The user's answers to them, by question id; a question they did not answer is absent. */
  answers: ReadonlyMap<string, AnswerDocument>;
  seen: CelebrationMarksDocument['seenResults'];
  /** Older results are not told (CELEBRATION_WINDOW_DAYS). */
  since: string;
  rule: ScoringRule;
}

/**
 * The user's answer results not yet seen, in the shape of the celebration inbox (pending-celebrations.ts), which
 * also holds their stored friendships: worked out from their answers and their questions' resolutions (answerResultOf)
 * rather than stored, so that a resolution writes nothing per answerer to tell them.
 */
export function unseenAnswerResults(sources: AnswerResultSources): InboxEntry[] {
  const { rule } = sources;
  return sources.settled.flatMap((question): InboxEntry[] => {
    const answer = sources.answers.get(question.id);
    const result = answer ? answerResultOf(question, answer) : null;
    if (!answer || !result || result.step.at < sources.since) return [];
    if (sources.seen?.[question.id]?.celebrationId === result.celebrationId) return [];
    const correctOptionId = question.correctOptionId!;
    return [
      {
        kind: 'answer',
        celebrationId: result.celebrationId,
        occurredAt: result.step.at,
        questionId: question.id,
        optionId: answer.optionId,
        correctOptionId,
        millipoints: answerMillipointsOf(rule, answer, correctOptionId),
        friendId: null,
      },
    ];
  });
}
