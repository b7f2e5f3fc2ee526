import {
  answerOutcome,
  emptyScoringRecord,
  ReadModel,
  type AnswerDocument,
  type QuestionDocument,
  type RecordedEvent,
  type ScoringRule,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import type { Projection, ReadModelView, Target } from '../projection.js';
import { crowdOf } from './answers-projection.js';
import { answersOf, questionCountingAnswer } from './countable-answer.js';
import { resolutionMonth, resolutionOf } from './answer-resolution.js';
import { localMonthOf } from './local-calendar.js';
import { isStillAMember } from './still-a-member.js';
import { scoringRuleIn, scoringRuleRead } from './scoring-rule-projection.js';
import { addResolution, removeResolution, type StatsCounters } from './user-stats-counters.js';

/**
 * The question concerned, the rule answers are scored by and, for resolutions and deletions, the user's answer to
 * the question; all as before the event.
 */
interface StatsContext {
  question: QuestionDocument;
  rule: ScoringRule;
  answer?: AnswerDocument;
  /** For a resolution: whether the answerer's account still exists (see still-a-member.ts). */
  member?: boolean;
}

function answerersOf(view: ReadModelView, questionId: string): Array<Target<StatsContext>> {
  const question = view.get<QuestionDocument>(ReadModel.questions, questionId);
  if (!question) return [];
  const rule = scoringRuleIn(view);
  const answers = view.find<AnswerDocument>(ReadModel.answers, answersOf(questionId));
  return answers.map((answer) => ({ id: answer.userId, context: { question, rule, answer, member: isStillAMember(view, answer.userId) } }));
}

/** The answer taken out of the outcome it counts in now, exactly as it was added. */
function withoutResolution(stats: StatsCounters, answer: AnswerDocument, question: QuestionDocument, rule: ScoringRule): StatsCounters {
  if (answerOutcome(answer, question) === null) return stats;
  const resolution = resolutionOf(rule, answer.optionId, answer.crowdBefore, question.correctOptionId!, resolutionMonth(question));
  return removeResolution(stats, resolution, rule);
}

function evolveStats(
  current: UserStatsDocument | undefined,
  event: RecordedEvent,
  context: StatsContext,
): StatsCounters | UserStatsDocument | undefined {
  switch (event.type) {
    case 'AnswerSubmitted': {
      // Only an answer recorded after its question's resolution has a target: it counts as resolved straight away.
      const { question, rule } = context;
      if (question.correctOptionId === null) return current;
      const resolution = resolutionOf(rule, event.data.optionId, crowdOf(question), question.correctOptionId, resolutionMonth(question));
      return addResolution(current ?? emptyScoringRecord(event.data.userId, rule), resolution, rule);
    }
    case 'QuestionResolved': {
      const { answer, question, rule, member } = context;
      if (!answer || (!current && !member)) return current;
      // A first resolved answer makes the record. One that replaces an earlier resolution moves the answer from the
      // old outcome to the new.
      const stats = current ? withoutResolution(current, answer, question, rule) : emptyScoringRecord(answer.userId, rule);
      const month = localMonthOf(event.metadata.occurredAt);
      return addResolution(stats, resolutionOf(rule, answer.optionId, answer.crowdBefore, event.data.correctOptionId, month), rule);
    }
    case 'QuestionResolutionCorrected': {
      const { answer, question, rule } = context;
      if (!current || !answer) return current;
      // The answer leaves the old outcome and takes the new one, in the month the question was resolved in.
      const month = resolutionMonth(question);
      const corrected = resolutionOf(rule, answer.optionId, answer.crowdBefore, event.data.correctOptionId, month);
      return addResolution(withoutResolution(current, answer, question, rule), corrected, rule);
    }
    case 'QuestionDeleted': {
      const { answer, question, rule } = context;
      if (!current || !answer) return current;
      if (answerOutcome(answer, question) === null) return current;
      // No record is left without a resolved answer in it: as if the question had never existed.
      const stats = withoutResolution(current, answer, question, rule);
      return stats.resolvedAnswers === 0 ? undefined : stats;
    }
    case 'UserDeleted':
      // Off the leaderboards; the answers themselves stay in the national results.
      return undefined;
    default:
      return current;
  }
}

/**
 * Per-user counters behind the profile's accuracy and points and the national rank, moved by resolutions (and by the
 * rare answer to a question already resolved). What a user answers day by day is their activity
 * (user-activity-projection.ts).
 */
export const userStatsProjection: Projection<UserStatsDocument, StatsContext> = {
  collection: ReadModel.userStats,
  // One answer per user and question: a page's answerers are its alone.
  paging: { kind: 'each-page' },
  // The answerers of a resolved or deleted question are known only once their answers are found.
  reads: (event) => {
    switch (event.type) {
      // An answer reads the record only when its question is already resolved (see targets), which is rare: the
      // view loads it then.
      case 'UserDeleted':
        return [{ collection: ReadModel.userStats, id: event.data.userId }];
      case 'QuestionResolved':
      case 'QuestionResolutionCorrected':
      case 'QuestionDeleted':
        return [scoringRuleRead];
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'AnswerSubmitted': {
        const question = questionCountingAnswer(view, event);
        const resolved = question?.isResolved && question.correctOptionId !== null;
        return resolved ? [{ id: event.data.userId, context: { question, rule: scoringRuleIn(view) } }] : [];
      }
      case 'QuestionResolved':
      case 'QuestionResolutionCorrected':
      case 'QuestionDeleted':
        return answerersOf(view, event.data.questionId);
      case 'UserDeleted': {
        // The context is not read when a user's counters are dropped.
        const stats = view.get<UserStatsDocument>(ReadModel.userStats, event.data.userId);
        return stats ? [{ id: stats.id, context: undefined as unknown as StatsContext }] : [];
      }
      default:
        return [];
    }
  },
  evolve: evolveStats,
};
