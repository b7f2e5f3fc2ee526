import {
  answerOutcome,
  ReadModel,
  type AnswerDocument,
  type DailyActivityDocument,
  type QuestionDocument,
  type RecordedEvent,
  type UserDocument,
  type UserActivityDocument,
} from '@iec-bets/contracts';
import type { Evolved, Projection, ReadModelView, Target } from '../projection.js';
import { answersOf, questionCountingAnswer } from './countable-answer.js';
import { localDayOf } from './local-calendar.js';

/** What one event adds to (or, negative, takes from) one day's counters. */
interface DayDelta {
  signUps: number;
  answers: number;
  activeVoters: number;
  resolvedAnswers: number;
  correctAnswers: number;
}

type Counter = keyof DayDelta;
const COUNTERS: readonly Counter[] = ['signUps', 'answers', 'activeVoters', 'resolvedAnswers', 'correctAnswers'];

/** The document's id is its day, which `evolve` needs to create it. */
interface DayChange {
  day: string;
  delta: DayDelta;
}

/** Deltas by day, merged: one event names each day's document once. */
class DayDeltas {
  private readonly byDay = new Map<string, DayDelta>();

  add(day: string, delta: Partial<DayDelta>): void {
    const current = this.byDay.get(day) ?? { signUps: 0, answers: 0, activeVoters: 0, resolvedAnswers: 0, correctAnswers: 0 };
    for (const counter of COUNTERS) current[counter] += delta[counter] ?? 0;
    this.byDay.set(day, current);
  }

  targets(): Array<Target<DayChange>> {
    return [...this.byDay].map(([day, delta]) => ({ id: day, context: { day, delta } }));
  }
}

/**
 * How many counted answers `userId` has on `day`, read from their activity as before the event. The activity keeps
 * answers per South African day under the same rules as here (a deleted question's answers leave), so the distinct
 * voters of a day are counted without storing who they were: a user becomes a voter of the day with their first
 * answer of it and stops being one when their last answer of it is taken out.
 */
function answersOnDay(view: ReadModelView, userId: string, day: string): number {
  return view.get<UserActivityDocument>(ReadModel.userActivity, userId)?.answersByDay[day] ?? 0;
}

/**
 * The same, for a question's deletion, which may come after the answerer deleted their account: their activity went
 * with the account, but their answers stay (national results keep their counts), and so does the day they voted on.
 * Counted from those answers, so that a day loses such a voter only with the last of their answers on it. Only for
 * accounts whose activity is known to be gone (`exists` is false once loaded): every other answerer is one read.
 */
function answersOnDayAtDeletion(view: ReadModelView, userId: string, day: string): number {
  const hasActivity = view.exists(ReadModel.userActivity, userId);
  if (hasActivity !== false) return answersOnDay(view, userId, day);
  return view.find<AnswerDocument>(ReadModel.answers, { where: { userId } }).filter((answer) => localDayOf(answer.submittedAt) === day).length;
}

/** Where a resolved question's answers count: the South African day of its (latest) resolution. */
function resolutionDay(question: QuestionDocument): string | undefined {
  return question.resolvedAt ? localDayOf(question.resolvedAt) : undefined;
}

function answerDeltas(view: ReadModelView, event: Extract<RecordedEvent, { type: 'AnswerSubmitted' }>): DayDeltas {
  const deltas = new DayDeltas();
  const question = questionCountingAnswer(view, event);
  if (!question) return deltas;
  const { userId, optionId } = event.data;
  const day = localDayOf(event.metadata.occurredAt);
  deltas.add(day, { answers: 1, activeVoters: answersOnDay(view, userId, day) === 0 ? 1 : 0 });
  // An answer recorded after the resolution counts as resolved straight away, on the day of that resolution.
  const resolvedOn = question.isResolved ? resolutionDay(question) : undefined;
  if (resolvedOn) deltas.add(resolvedOn, { resolvedAnswers: 1, correctAnswers: optionId === question.correctOptionId ? 1 : 0 });
  return deltas;
}

function resolutionDeltas(view: ReadModelView, event: Extract<RecordedEvent, { type: 'QuestionResolved' }>): DayDeltas {
  const deltas = new DayDeltas();
  const question = view.get<QuestionDocument>(ReadModel.questions, event.data.questionId);
  if (!question) return deltas;
  const answers = view.find<AnswerDocument>(ReadModel.answers, answersOf(question.id));
  const earlier = resolutionDay(question);
  const day = localDayOf(event.metadata.occurredAt);
  for (const answer of answers) {
    // A resolution that replaces an earlier one moves the answers from the old day and outcome to the new.
    const wasCorrect = answerOutcome(answer, question);
    if (earlier && wasCorrect !== null) deltas.add(earlier, { resolvedAnswers: -1, correctAnswers: wasCorrect ? -1 : 0 });
    deltas.add(day, { resolvedAnswers: 1, correctAnswers: answer.optionId === event.data.correctOptionId ? 1 : 0 });
  }
  return deltas;
}

/** A corrected outcome: on the day the answers' resolution counts, each answer leaves the old outcome for the new. */
function correctionDeltas(view: ReadModelView, event: Extract<RecordedEvent, { type: 'QuestionResolutionCorrected' }>): DayDeltas {
  const deltas = new DayDeltas();
  const question = view.get<QuestionDocument>(ReadModel.questions, event.data.questionId);
  const resolvedOn = question ? resolutionDay(question) : undefined;
  if (!question || !resolvedOn) return deltas;
  for (const answer of view.find<AnswerDocument>(ReadModel.answers, answersOf(question.id))) {
    const wasCorrect = answerOutcome(answer, question);
    if (wasCorrect === null) continue;
    const correct = answer.optionId === event.data.correctOptionId;
    if (correct !== wasCorrect) deltas.add(resolvedOn, { correctAnswers: correct ? 1 : -1 });
  }
  return deltas;
}

/** Takes a deleted question's answers out of every day they counted on, as if the question had never existed. */
function deletionDeltas(view: ReadModelView, event: Extract<RecordedEvent, { type: 'QuestionDeleted' }>): DayDeltas {
  const deltas = new DayDeltas();
  const question = view.get<QuestionDocument>(ReadModel.questions, event.data.questionId);
  if (!question) return deltas;
  const resolvedOn = resolutionDay(question);
  for (const answer of view.find<AnswerDocument>(ReadModel.answers, answersOf(question.id))) {
    const day = localDayOf(answer.submittedAt);
    // One answer per user and question: when it is the user's only answer that day, they were a voter through it.
    deltas.add(day, { answers: -1, activeVoters: answersOnDayAtDeletion(view, answer.userId, day) === 1 ? -1 : 0 });
    const wasCorrect = answerOutcome(answer, question);
    if (resolvedOn && wasCorrect !== null) deltas.add(resolvedOn, { resolvedAnswers: -1, correctAnswers: wasCorrect ? -1 : 0 });
  }
  return deltas;
}

function registrationDeltas(view: ReadModelView, event: Extract<RecordedEvent, { type: 'UserRegistered' }>): DayDeltas {
  const deltas = new DayDeltas();
  // The users read model keeps the first registration only; so do the sign-ups.
  if (!view.get<UserDocument>(ReadModel.users, event.data.userId)) deltas.add(localDayOf(event.metadata.occurredAt), { signUps: 1 });
  return deltas;
}

function evolveDay(
  current: DailyActivityDocument | undefined,
  _event: RecordedEvent,
  { day, delta }: DayChange,
): Evolved<DailyActivityDocument> {
  const next: Evolved<DailyActivityDocument> = {
    id: day,
    signUps: current?.signUps ?? 0,
    answers: current?.answers ?? 0,
    activeVoters: current?.activeVoters ?? 0,
    resolvedAnswers: current?.resolvedAnswers ?? 0,
    correctAnswers: current?.correctAnswers ?? 0,
  };
  for (const counter of COUNTERS) next[counter] = Math.max(0, next[counter] + delta[counter]);
  // A day whose counters all fell back to zero (its answers belonged to deleted questions) keeps its document: the
  // position it carries is what makes a replayed event of that day change nothing.
  return next;
}

/** Two pages' deltas of one day, added. */
function addDayChanges(a: DayChange, b: DayChange): DayChange {
  const delta = { ...a.delta };
  for (const counter of COUNTERS) delta[counter] += b.delta[counter];
  return { day: a.day, delta };
}

/** Sign-ups, answers, distinct voters and resolutions per South African day, for the admin analytics. */
export const dailyActivityProjection: Projection<DailyActivityDocument, DayChange> = {
  collection: ReadModel.dailyActivity,
  // Every page of a question's answers counts on the same few days: the pages' deltas add up.
  paging: { kind: 'merged', merge: addDayChanges },
  reads: (event) => {
    switch (event.type) {
      case 'UserRegistered':
        return [
          { collection: ReadModel.users, id: event.data.userId },
          { collection: ReadModel.dailyActivity, id: localDayOf(event.metadata.occurredAt) },
        ];
      case 'AnswerSubmitted':
        return [
          { collection: ReadModel.userActivity, id: event.data.userId },
          { collection: ReadModel.dailyActivity, id: localDayOf(event.metadata.occurredAt) },
        ];
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'UserRegistered':
        return registrationDeltas(view, event).targets();
      case 'AnswerSubmitted':
        return answerDeltas(view, event).targets();
      case 'QuestionResolved':
        return resolutionDeltas(view, event).targets();
      case 'QuestionResolutionCorrected':
        return correctionDeltas(view, event).targets();
      case 'QuestionDeleted':
        return deletionDeltas(view, event).targets();
      default:
        return [];
    }
  },
  evolve: evolveDay,
};
