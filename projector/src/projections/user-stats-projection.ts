import {
  ReadModel,
  type AnswerDocument,
  type QuestionDocument,
  type RecordedEvent,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import type { Projection, ReadModelView, Target } from '../projection.js';
import { answersOf, questionCountingAnswer } from './countable-answer.js';
import { localDayOf, localMonthOf } from './local-calendar.js';
import {
  addAnswer,
  addResolution,
  emptyStats,
  removeAnswer,
  removeResolution,
  type StatsCounters,
} from './user-stats-counters.js';

/** The question concerned and, for resolutions and deletions, the user's answer to it; both as before the event. */
interface StatsContext {
  question: QuestionDocument;
  answer?: AnswerDocument;
}

function answerersOf(view: ReadModelView, questionId: string): Array<Target<StatsContext>> {
  const question = view.get<QuestionDocument>(ReadModel.questions, questionId);
  if (!question) return [];
  const answers = view.find<AnswerDocument>(ReadModel.answers, answersOf(questionId));
  return answers.map((answer) => ({ id: answer.userId, context: { question, answer } }));
}

/** The month an answer's resolution counts in: that of the question's resolution, South African time. */
function resolutionMonth(question: QuestionDocument): string {
  return localMonthOf(question.resolvedAt ?? question.createdAt);
}

function withoutResolution(stats: StatsCounters, answer: AnswerDocument, question: QuestionDocument): StatsCounters {
  return answer.isCorrect === null ? stats : removeResolution(stats, answer.isCorrect, resolutionMonth(question));
}

function evolveStats(
  current: UserStatsDocument | undefined,
  event: RecordedEvent,
  context: StatsContext,
): StatsCounters | UserStatsDocument | undefined {
  switch (event.type) {
    case 'AnswerSubmitted': {
      const { question } = context;
      let stats = addAnswer(current ?? emptyStats(event.data.userId), localDayOf(event.metadata.occurredAt));
      // An answer recorded after its question's resolution counts as resolved straight away.
      if (question.isResolved) {
        stats = addResolution(stats, event.data.optionId === question.correctOptionId, resolutionMonth(question));
      }
      return stats;
    }
    case 'QuestionResolved': {
      const { answer, question } = context;
      if (!current || !answer) return current;
      // A resolution that replaces an earlier one moves the answer from the old outcome to the new.
      const stats = withoutResolution(current, answer, question);
      return addResolution(
        stats,
        answer.optionId === event.data.correctOptionId,
        localMonthOf(event.metadata.occurredAt),
      );
    }
    case 'QuestionResolutionCorrected': {
      const { answer, question } = context;
      if (!current || !answer) return current;
      // The answer leaves the old outcome and takes the new one, in the month the question was resolved in.
      return addResolution(withoutResolution(current, answer, question), answer.optionId === event.data.correctOptionId, resolutionMonth(question));
    }
    case 'QuestionDeleted': {
      const { answer, question } = context;
      if (!current || !answer) return current;
      const stats = removeAnswer(withoutResolution(current, answer, question), localDayOf(answer.submittedAt));
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
  // The answerers of a resolved or deleted question are known only once their answers are found.
  reads: (event) =>
    event.type === 'AnswerSubmitted' || event.type === 'UserDeleted' ? [{ collection: ReadModel.userStats, id: event.data.userId }] : [],
  targets: (event, view) => {
    switch (event.type) {
      case 'AnswerSubmitted': {
        const question = questionCountingAnswer(view, event);
        return question ? [{ id: event.data.userId, context: { question } }] : [];
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
