import {
  accuracyMilestoneOf,
  celebrationIdOf,
  percentage,
  pointsOf,
  type CelebrationDocument,
  type CelebrationMarksDocument,
  type PendingCelebration,
  type QuestionDocument,
  type UserDocument,
  type UserStatsDocument,
} from '@iec-bets/contracts';

/**
 * One thing to tell, as the inbox holds it: a stored friendship not yet seen, or an answer's result worked out from
 * its question (answer-results.ts), which is never stored.
 */
export type InboxEntry = Pick<
  CelebrationDocument,
  'kind' | 'celebrationId' | 'occurredAt' | 'questionId' | 'optionId' | 'correctOptionId' | 'millipoints' | 'friendId'
>;

export interface CelebrationSources {
  /** The user's unseen results and friendships, oldest first. */
  inbox: readonly InboxEntry[];
  questions: ReadonlyMap<string, QuestionDocument>;
  friends: ReadonlyMap<string, UserDocument>;
  stats: UserStatsDocument | null;
  /** The user's national rank now; null while unranked. */
  rank: number | null;
  marks: CelebrationMarksDocument | null;
  /**
   * Whether the projector is part-way through a question-wide event (see PROJECTOR_CURSORS): records and ranks
   * are then half moved, and a milestone or rank read from them may not hold a minute later.
   */
  settling: boolean;
}

const optionText = (question: QuestionDocument, optionId: string) =>
  question.options.find((option) => option.id === optionId)?.text ?? optionId;

function fromInbox(doc: InboxEntry, sources: CelebrationSources): PendingCelebration | null {
  if (doc.kind === 'friend') {
    // A friend who has since deleted their account is no longer one to celebrate.
    const friend = doc.friendId === null ? undefined : sources.friends.get(doc.friendId);
    return friend ? { type: 'new_friend', id: doc.celebrationId, friend: { id: friend.id, username: friend.username, name: friend.name } } : null;
  }
  // A result is worked out from its question as it reads (answer-results.ts): one being resolved a page at a time
  // reads open until the last page, so no result arrives before the question reads resolved.
  const question = doc.questionId === null ? undefined : sources.questions.get(doc.questionId);
  if (!question || doc.optionId === null || doc.correctOptionId === null) return null;
  return {
    type: doc.optionId === doc.correctOptionId ? 'correct_answer' : 'wrong_answer',
    id: doc.celebrationId,
    questionId: question.id,
    questionText: question.text,
    pickedOptionText: optionText(question, doc.optionId),
    correctOptionText: optionText(question, doc.correctOptionId),
    points: pointsOf(doc.millipoints ?? 0),
  };
}

/**
 * What the user has yet to be shown, in the order it is best told: what happened (results, friends), then what it
 * did to their record (an accuracy milestone, a better rank). A rank or milestone celebrates only when it beats the
 * best one shown before, so a rank that slips and climbs back is not cheered twice, and only beside a result of the
 * player's own.
 */
export function pendingCelebrations(sources: CelebrationSources): PendingCelebration[] {
  const pending = sources.inbox.flatMap((doc) => fromInbox(doc, sources) ?? []);
  const { stats, rank, marks } = sources;
  // Half a resolution is no milestone: the record and the rank are told once the whole of it is in.
  if (sources.settling) return pending;
  // A milestone is a boost: told with a right call among the results, never after a run of wrong ones that brought a
  // record down to it (three right, then three wrong, is 50% of six: no cheer). It waits for the next right call.
  const calledOneRight = pending.some((item) => item.type === 'correct_answer');
  if (stats && calledOneRight) {
    const accuracy = percentage(stats.correctAnswers, stats.resolvedAnswers);
    const milestone = accuracyMilestoneOf(accuracy, stats.resolvedAnswers);
    const bestMilestone = marks?.bestMilestone ?? null;
    if (milestone !== null && (bestMilestone === null || milestone > bestMilestone)) {
      pending.push({
        type: 'accuracy_boost',
        id: celebrationIdOf({ type: 'accuracy_boost', milestone }),
        milestone,
        accuracy,
        resolvedAnswers: stats.resolvedAnswers,
      });
    }
  }
  // A rank is cheered with a result of their own, as what that result did: a climb that others made for them (a
  // player above deleting their account, or falling on a question they did not answer) is no feat, and is told,
  // if it holds, with their next result.
  const hasOwnResult = pending.some((item) => item.type === 'correct_answer' || item.type === 'wrong_answer');
  const bestRank = marks?.bestRank ?? null;
  if (hasOwnResult && rank !== null && (bestRank === null || rank < bestRank)) {
    pending.push({ type: 'rank_up', id: celebrationIdOf({ type: 'rank_up', rank }), rank, previousRank: bestRank });
  }
  return pending;
}
