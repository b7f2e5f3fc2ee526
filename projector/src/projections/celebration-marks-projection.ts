import {
  answerDocumentId,
  answerResultOf,
  CELEBRATION_WINDOW_DAYS,
  parseCelebrationId,
  ReadModel,
  type AnswerDocument,
  type CelebrationKey,
  type CelebrationMarksDocument,
  type QuestionDocument,
  type RecordedEvent,
} from '@iec-bets/contracts';
import type { DeclaredRead, Evolved, Projection, ReadModelView } from '../projection.js';
import { deletedAccountRead, isDeletedAccount } from './deleted-accounts-projection.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long an acknowledged result is remembered: a result is told only within the celebration window of the
 * resolution behind it, which came before its acknowledgement, so past twice the window it can never be told again.
 */
const SEEN_RESULT_KEPT_MS = 2 * CELEBRATION_WINDOW_DAYS * DAY_MS;

type SeenResults = NonNullable<CelebrationMarksDocument['seenResults']>;

/** The results seen, with this one in its question's place and those too old to matter dropped. */
function withSeenResult(seen: SeenResults, questionId: string, celebrationId: string, at: string): SeenResults {
  const oldest = new Date(Date.parse(at) - SEEN_RESULT_KEPT_MS).toISOString();
  const kept = Object.entries(seen).filter(([question, entry]) => question !== questionId && entry.at >= oldest);
  return Object.fromEntries([...kept, [questionId, { celebrationId, at }]]);
}

function evolveMarks(
  current: CelebrationMarksDocument | undefined,
  event: RecordedEvent,
): Evolved<CelebrationMarksDocument> | CelebrationMarksDocument | undefined {
  if (event.type === 'UserDeleted') return undefined;
  if (event.type !== 'CelebrationSeen') return current;
  const key = parseCelebrationId(event.data.celebrationId);
  const marks = {
    id: event.data.userId,
    bestRank: current?.bestRank ?? null,
    bestMilestone: current?.bestMilestone ?? null,
    ...(current?.seenResults && { seenResults: current.seenResults }),
  };
  if (key?.type === 'rank_up' && (marks.bestRank === null || key.rank < marks.bestRank)) return { ...marks, bestRank: key.rank };
  if (key?.type === 'accuracy_boost' && (marks.bestMilestone === null || key.milestone > marks.bestMilestone)) {
    return { ...marks, bestMilestone: key.milestone };
  }
  if (key?.type === 'correct_answer' || key?.type === 'wrong_answer') {
    const seenResults = withSeenResult(marks.seenResults ?? {}, key.questionId, event.data.celebrationId, event.metadata.occurredAt);
    return { ...marks, seenResults };
  }
  return current;
}

const MARKED_TYPES = new Set(['rank_up', 'accuracy_boost', 'correct_answer', 'wrong_answer']);

/** What an acknowledgement names, for those that may change the marks. */
function markedKeyOf(event: RecordedEvent): { userId: string; key: CelebrationKey } | undefined {
  if (event.type !== 'CelebrationSeen') return undefined;
  const key = parseCelebrationId(event.data.celebrationId);
  return key && MARKED_TYPES.has(key.type) ? { userId: event.data.userId, key } : undefined;
}

/** Whether the event may change a user's marks: an acknowledged rank, milestone or result, or the account's deletion. */
function userOf(event: RecordedEvent): string | undefined {
  return event.type === 'UserDeleted' ? event.data.userId : markedKeyOf(event)?.userId;
}

/** The question an acknowledged result is about. */
function resultQuestionOf(event: RecordedEvent): string | undefined {
  const key = markedKeyOf(event)?.key;
  return key?.type === 'correct_answer' || key?.type === 'wrong_answer' ? key.questionId : undefined;
}

/**
 * Whether an acknowledged result is the one the user's answer has to tell now (answerResultOf): an acknowledgement
 * made up, of another outcome, or of a result a correction has since turned around (a second tab that loaded it
 * before) must not take the place of the result the user did see.
 */
function isTheResultToTell(event: RecordedEvent, view: ReadModelView): boolean {
  const questionId = resultQuestionOf(event);
  if (questionId === undefined || event.type !== 'CelebrationSeen') return true;
  const question = view.get<QuestionDocument>(ReadModel.questions, questionId);
  const answer = view.get<AnswerDocument>(ReadModel.answers, answerDocumentId(questionId, event.data.userId));
  const result = question && answer ? answerResultOf(question, answer) : null;
  return result?.celebrationId === event.data.celebrationId;
}

/** The best rank and the highest accuracy milestone each user has been shown, and the answer results they have seen. */
export const celebrationMarksProjection: Projection<CelebrationMarksDocument> = {
  collection: ReadModel.celebrationMarks,
  canHandle: new Set(['CelebrationSeen', 'UserDeleted']),
  reads: (event) => {
    const userId = userOf(event);
    if (userId === undefined) return [];
    const questionId = resultQuestionOf(event);
    const marks: DeclaredRead[] = [{ collection: ReadModel.celebrationMarks, id: userId }, deletedAccountRead(userId)];
    if (questionId === undefined) return marks;
    return [...marks, { collection: ReadModel.questions, id: questionId }, { collection: ReadModel.answers, id: answerDocumentId(questionId, userId) }];
  },
  targets: (event, view) => {
    const userId = userOf(event);
    if (userId === undefined || !isTheResultToTell(event, view)) return [];
    // Seen on a screen still open when the account was deleted: the marks went with the account and stay gone.
    if (event.type === 'CelebrationSeen' && isDeletedAccount(view, userId)) return [];
    return [{ id: userId, context: undefined }];
  },
  evolve: evolveMarks,
};
