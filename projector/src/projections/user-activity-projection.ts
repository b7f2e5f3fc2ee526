import { ReadModel, type AnswerDocument, type RecordedEvent, type UserActivityDocument } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';
import { answersOf, questionCountingAnswer } from './countable-answer.js';
import { localDayOf } from './local-calendar.js';

/** The South African day of the answer the event adds or takes out. */
interface ActivityChange {
  day: string;
}

function shiftDay(counts: Record<string, number>, day: string, by: 1 | -1): Record<string, number> {
  const next = { ...counts };
  const count = (next[day] ?? 0) + by;
  if (count > 0) next[day] = count;
  else delete next[day];
  return next;
}

function evolveActivity(
  current: UserActivityDocument | undefined,
  event: RecordedEvent,
  { day }: ActivityChange,
): Evolved<UserActivityDocument> | UserActivityDocument | undefined {
  switch (event.type) {
    case 'AnswerSubmitted': {
      const { userId } = event.data;
      return {
        id: userId,
        userId,
        totalAnswers: (current?.totalAnswers ?? 0) + 1,
        answersByDay: shiftDay(current?.answersByDay ?? {}, day, 1),
      };
    }
    case 'QuestionDeleted': {
      // An answer of an account deleted since has no activity left to take it from.
      if (!current) return current;
      const totalAnswers = current.totalAnswers - 1;
      // No zero entries left behind: as if the question had never existed.
      return totalAnswers <= 0 ? undefined : { ...current, totalAnswers, answersByDay: shiftDay(current.answersByDay, day, -1) };
    }
    case 'UserDeleted':
      return undefined;
    default:
      return current;
  }
}

/**
 * What each user has answered, day by day: the profile's "Questions Answered" and streak, the leaderboards' answers
 * and streak, the admins' user list, the day's distinct voters. Every answer moves it, so it is a small document
 * with no index; the scoring record (user_stats), which the leaderboards sort by, moves only when answers resolve.
 */
export const userActivityProjection: Projection<UserActivityDocument, ActivityChange> = {
  collection: ReadModel.userActivity,
  // One answer per user and question: a page's answerers are its alone.
  paging: { kind: 'each-page' },
  reads: (event) => {
    switch (event.type) {
      case 'AnswerSubmitted':
      case 'UserDeleted':
        return [{ collection: ReadModel.userActivity, id: event.data.userId }];
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'AnswerSubmitted':
        return questionCountingAnswer(view, event) ? [{ id: event.data.userId, context: { day: localDayOf(event.metadata.occurredAt) } }] : [];
      case 'QuestionDeleted':
        return view
          .find<AnswerDocument>(ReadModel.answers, answersOf(event.data.questionId))
          .map((answer) => ({ id: answer.userId, context: { day: localDayOf(answer.submittedAt) } }));
      case 'UserDeleted':
        return [{ id: event.data.userId, context: { day: '' } }];
      default:
        return [];
    }
  },
  evolve: evolveActivity,
};
