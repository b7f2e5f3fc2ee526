import {
  minuteOf,
  ReadModel,
  resultsTimelineHeadId,
  resultsTimelineMinuteId,
  resultsTimelinePrefix,
  type QuestionDocument,
  type RecordedEvent,
  type ResultsTimelineHeadDocument,
  type ResultsTimelineMinuteDocument,
} from '@iec-bets/contracts';
import type { DeclaredRead, Evolved, Projection, ReadModelView, Target } from '../projection.js';
import { questionCountingAnswer } from './countable-answer.js';

type TimelineDocument = ResultsTimelineMinuteDocument | ResultsTimelineHeadDocument;
type Counts = Record<string, number>;

/**
 * How far back an answer that reaches the log after later ones is put into its own minute. Answers are stamped when
 * their request arrives, so two command-services (or two requests of one) may append them a few milliseconds out
 * of order; an answer stamped more than this before the latest one counted is counted from this long before it.
 */
const LATE_ANSWER_WINDOW_MINUTES = 60;
const MINUTE_MS = 60_000;

/** What one answer does to one document of the timeline. */
type Change =
  /** Its own minute: counted there, from `before` (the counts up to the end of that minute) when the minute is new. */
  | { kind: 'minute'; questionId: string; minute: string; optionId: string; before: Counts }
  /** A later minute of a late answer: one more answer before its end. */
  | { kind: 'later'; optionId: string }
  | { kind: 'head'; questionId: string; minute: string; answeredAt: string }
  | { kind: 'delete' };

type RecordedAnswer = Extract<RecordedEvent, { type: 'AnswerSubmitted' }>;

const plusOne = (counts: Counts, optionId: string): Counts => ({ ...counts, [optionId]: (counts[optionId] ?? 0) + 1 });
const sum = (counts: Counts) => Object.values(counts).reduce((total, count) => total + count, 0);
const later = (a: string, b: string) => (a > b ? a : b);
const addMinutes = (minute: string, minutes: number) => new Date(Date.parse(minute) + minutes * MINUTE_MS).toISOString();

function questionCounts(question: QuestionDocument): Counts {
  return Object.fromEntries(question.results.map((result) => [result.optionId, result.count]));
}

/**
 * The documents an answer changes. In the usual case its minute is the latest, and the counts before it are the
 * question's results. An answer stamped before the latest minute also counts in every later minute; its own minute,
 * if new, starts from the counts at the start of the next minute that has answers.
 */
function answerTargets(view: ReadModelView, event: RecordedAnswer): Array<Target<Change>> {
  const question = questionCountingAnswer(view, event);
  if (!question) return [];
  const { questionId, optionId } = event.data;
  const answeredAt = event.metadata.occurredAt;
  const head = view.get<ResultsTimelineHeadDocument>(ReadModel.resultsTimeline, resultsTimelineHeadId(questionId));
  let minute = minuteOf(answeredAt);
  const targets: Array<Target<Change>> = [];
  let before = questionCounts(question);
  if (head && minute < head.lastMinute) {
    minute = later(minute, addMinutes(head.lastMinute, -LATE_ANSWER_WINDOW_MINUTES));
    let next: ResultsTimelineMinuteDocument | undefined;
    for (let m = addMinutes(minute, 1); m <= head.lastMinute; m = addMinutes(m, 1)) {
      const doc = view.get<ResultsTimelineMinuteDocument>(ReadModel.resultsTimeline, resultsTimelineMinuteId(questionId, m));
      if (!doc) continue;
      next ??= doc;
      targets.push({ id: doc.id, context: { kind: 'later', optionId } });
    }
    if (next) before = Object.fromEntries(Object.entries(next.counts).map(([id, count]) => [id, count - (next.added[id] ?? 0)]));
  }
  targets.push(
    { id: resultsTimelineMinuteId(questionId, minute), context: { kind: 'minute', questionId, minute, optionId, before } },
    { id: resultsTimelineHeadId(questionId), context: { kind: 'head', questionId, minute, answeredAt } },
  );
  return targets;
}

function evolveTimeline(current: TimelineDocument | undefined, event: RecordedEvent, change: Change): Evolved<TimelineDocument> | TimelineDocument | undefined {
  switch (change.kind) {
    case 'delete':
      return undefined;
    case 'minute': {
      const { questionId, minute, optionId, before } = change;
      const known = current && 'minute' in current ? current : undefined;
      const counts = plusOne(known?.counts ?? before, optionId);
      return {
        id: resultsTimelineMinuteId(questionId, minute),
        questionId,
        minute,
        counts,
        totalVotes: sum(counts),
        added: plusOne(known?.added ?? {}, optionId),
      };
    }
    case 'later': {
      if (!current || !('minute' in current)) return current;
      const counts = plusOne(current.counts, change.optionId);
      return { ...current, counts, totalVotes: sum(counts) };
    }
    case 'head': {
      const known = current && 'lastMinute' in current ? current : undefined;
      return {
        id: resultsTimelineHeadId(change.questionId),
        questionId: change.questionId,
        lastMinute: known ? later(known.lastMinute, change.minute) : change.minute,
        lastAnsweredAt: known ? later(known.lastAnsweredAt, change.answeredAt) : change.answeredAt,
        totalVotes: (known?.totalVotes ?? 0) + 1,
      };
    }
  }
}

/** A question's timeline, found by the prefix of its ids. */
const timelineOf = (questionId: string) => ({ where: { questionId }, idPrefix: resultsTimelinePrefix(questionId) });

/**
 * Each question's answers counted by the minute, for its results at any instant (see contracts' results-timeline).
 * It counts exactly the answers the questions read model counts, and goes when its question goes.
 */
export const resultsTimelineProjection: Projection<TimelineDocument, Change> = {
  collection: ReadModel.resultsTimeline,
  reads: (event): DeclaredRead[] => {
    switch (event.type) {
      case 'AnswerSubmitted': {
        const { questionId } = event.data;
        return [
          { collection: ReadModel.resultsTimeline, id: resultsTimelineHeadId(questionId) },
          { collection: ReadModel.resultsTimeline, id: resultsTimelineMinuteId(questionId, minuteOf(event.metadata.occurredAt)) },
        ];
      }
      case 'QuestionDeleted':
        return [{ collection: ReadModel.resultsTimeline, ...timelineOf(event.data.questionId) }];
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'AnswerSubmitted':
        return answerTargets(view, event);
      case 'QuestionDeleted':
        return view
          .find<TimelineDocument>(ReadModel.resultsTimeline, timelineOf(event.data.questionId))
          .map((doc) => ({ id: doc.id, context: { kind: 'delete' } }));
      default:
        return [];
    }
  },
  evolve: evolveTimeline,
};
