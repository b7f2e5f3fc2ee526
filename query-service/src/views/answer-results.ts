import {
  celebrationDocumentId,
  celebrationIdOf,
  type AnswerDocument,
  type CelebrationDocument,
  type CelebrationMarksDocument,
  type QuestionDocument,
  type QuestionResolutionStep,
  type ScoringRule,
} from '@iec-bets/contracts';

/**
 * The resolution an answer's result is told from: the first, or the last correction that turned the answer from
 * right to wrong or back. A correction that leaves the answer's outcome as it was is not news, so what was told then
 * stays told.
 */
export function resultStepOf(optionId: string, steps: readonly QuestionResolutionStep[]): QuestionResolutionStep | undefined {
  let told: QuestionResolutionStep | undefined;
  let wasRight: boolean | undefined;
  for (const step of steps) {
    const right = step.correctOptionId === optionId;
    if (told === undefined || right !== wasRight) told = step;
    wasRight = right;
  }
  return told;
}

export interface AnswerResultSources {
  userId: string;
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
 * The user's answer results not yet seen, as the celebration inbox holds them: worked out from their answers and
 * their questions' resolutions rather than stored, so that a resolution writes nothing per answerer to tell them.
 */
export function unseenAnswerResults(sources: AnswerResultSources): CelebrationDocument[] {
  const { userId, rule } = sources;
  return sources.settled.flatMap((question): CelebrationDocument[] => {
    const answer = sources.answers.get(question.id);
    const correctOptionId = question.correctOptionId;
    if (!answer || !question.isResolved || correctOptionId === null) return [];
    const step = resultStepOf(answer.optionId, question.resolutions ?? []);
    // An answer given after the resolution it would be told from already knew the outcome: nothing to tell.
    if (!step || step.at < sources.since || answer.submittedAt > step.at) return [];
    const right = answer.optionId === correctOptionId;
    const celebrationId = celebrationIdOf({ type: right ? 'correct_answer' : 'wrong_answer', questionId: question.id, position: step.position });
    if (sources.seen?.[question.id]?.celebrationId === celebrationId) return [];
    return [
      {
        id: celebrationDocumentId(userId, { questionId: question.id }),
        userId,
        kind: 'answer',
        celebrationId,
        occurredAt: step.at,
        seen: false,
        questionId: question.id,
        optionId: answer.optionId,
        correctOptionId,
        millipoints: rule.answerMillipoints({
          pickedYes: answer.optionId === 'yes',
          yesWasCorrect: correctOptionId === 'yes',
          crowdBefore: answer.crowdBefore,
        }),
        friendId: null,
        _position: question._position,
      },
    ];
  });
}
