import {
  answerOutcome,
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
import { localDayOf, localMonthOf } from './local-calendar.js';
import { scoringRuleIn, scoringRuleRead } from './scoring-rule-projection.js';
import {
  addAnswer,
  addResolution,
  emptyStats,
  removeAnswer,
  removeResolution,
  type StatsCounters,
} from './user-stats-counters.js';

/**
 * The question concerned, the rule answers are scored by and, for resolutions and deletions, the user's answer to
 * the question; all as before the event.
 */
interface StatsContext {
  question: QuestionDocument;
  rule: ScoringRule;
  answer?: AnswerDocument;
}

function answerersOf(view: ReadModelView, questionId: string): Array<Target<StatsContext>> {
  const question = view.get<QuestionDocument>(ReadModel.questions, questionId);
  if (!question) return [];
  const rule = scoringRuleIn(view);
  const answers = view.find<AnswerDocument>(ReadModel.answers, answersOf(questionId));
  return answers.map((answer) => ({ id: answer.userId, context: { question, rule, answer } }));
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
      const { question, rule } = context;
      let stats = addAnswer(current ?? emptyStats(event.data.userId, rule), localDayOf(event.metadata.occurredAt));
      // An answer recorded after its question's resolution counts as resolved straight away.
      if (question.isResolved && question.correctOptionId !== null) {
        const resolution = resolutionOf(rule, event.data.optionId, crowdOf(question), question.correctOptionId, resolutionMonth(question));
        stats = addResolution(stats, resolution, rule);
      }
      return stats;
    }
    case 'QuestionResolved': {
      const { answer, question, rule } = context;
      if (!current || !answer) return current;
      // A resolution that replaces an earlier one moves the answer from the old outcome to the new.
      const stats = withoutResolution(current, answer, question, rule);
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
      const stats = removeAnswer(withoutResolution(current, answer, question, rule), localDayOf(answer.submittedAt));
      return stats.totalAnswers === 0 ? undefined : stats;
    }
    case 'UserDeleted':
      // Off the leaderboards; the answers themselves stay in the national results.
      return undefined;
    default:
      return current;
  }
}

/** Per-user counters behind the profile's statistics and the national rank. */
export const userStatsProjection: Projection<UserStatsDocument, StatsContext> = {
  collection: ReadModel.userStats,
  // One answer per user and question: a page's answerers are its alone.
  paging: { kind: 'each-page' },
  // The answerers of a resolved or deleted question are known only once their answers are found.
  reads: (event) => {
    switch (event.type) {
      case 'AnswerSubmitted':
        return [{ collection: ReadModel.userStats, id: event.data.userId }, scoringRuleRead];
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
        return question ? [{ id: event.data.userId, context: { question, rule: scoringRuleIn(view) } }] : [];
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
