import { PROJECTOR_CURSORS, QUESTION_WIDE_CURSOR_ID, ReadModel, type AnswerDocument, type QuestionDocument } from '@iec-bets/contracts';
import type { Condition, Document, FindOptions } from '@iec-bets/platform';
import { changesOf, declareReads, putChanges, untilLoaded, type Change, type Projections } from './apply-events.js';
import { MergedTargets, type MergedContexts } from './merged-targets.js';
import { ProjectionBatch, type ProjectionStore } from './projection-batch.js';
import type { ProjectorFence } from './projector-lease.js';
import { actsOn } from './projections-for-event.js';
import { answersOf } from './projections/countable-answer.js';
import { movesAnswers, type QuestionWideEvent } from './question-wide-event.js';

/** Where the projector keeps its place inside a question-wide event, beside the read models it writes. */
export const PAGE_CURSOR_COLLECTION = PROJECTOR_CURSORS;
const PAGE_CURSOR_ID = QUESTION_WIDE_CURSOR_ID;

/**
 * The first page is one answer: it tells what an answer of this event costs in documents, whatever the question's
 * topics and the projections, and each page after it is sized from that (growing at most tenfold a page).
 */
const FIRST_PAGE_ANSWERS = 1;

/** How far the projector is through a question-wide event; committed with each page, so a restart goes on from it. */
interface PageCursor extends Document {
  id: typeof PAGE_CURSOR_ID;
  /** The event being worked through: a cursor of another event is stale (that event was finished). */
  position: number;
  /** The id of the last answer done; the pages go in id order. */
  after: string;
  answersPerPage: number;
  /** The merged projections' contexts so far (see Projection.paging). */
  merged: MergedContexts;
}

export interface QuestionWideOptions {
  checkpointName: string;
  projections: Projections;
  /** The most documents one transaction may write. */
  maxWrites: number;
  fence?: ProjectorFence;
}

/** The answer ids of a question after `after`, as a condition its ids' prefix lets the primary key serve. */
function idsAfter(questionId: string, after: string): Condition {
  const prefix = answersOf(questionId).idPrefix!;
  const end = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return after === '' ? { $gte: prefix, $lt: end } : { $gt: after, $lt: end };
}

/**
 * The next page of a question's answers: by the range of their ids alone, which the primary key walks in order.
 * The ids say the question already; naming it as well let SQLite pick the answers' (questionId, submittedAt) index
 * instead and sort every answer of the question for each page, which made a resolution's pages cost what the whole
 * question did.
 */
export function answerPage(questionId: string, after: string, limit: number): FindOptions {
  return { where: { id: idsAfter(questionId, after) }, orderBy: [['id', 'asc']], limit };
}

/**
 * What the `running` projections make of one page: their targets worked out once from the page's records as they were
 * before it, the documents named loaded in one go, then evolved from those as the page before left them (the page
 * cursor, not their `_position`, tells that this page is not in yet).
 */
async function runningChangesOf(batch: ProjectionBatch, event: QuestionWideEvent, running: Projections): Promise<Change[]> {
  const named = await untilLoaded(batch, () =>
    running.map((projection) => ({ projection, targets: actsOn(projection, event.type) ? projection.targets(event, batch) : [] })),
  );
  for (const { projection, targets } of named) for (const { id } of targets) batch.declare({ collection: projection.collection, id });
  await batch.loadMissing();
  const worked = named.map(({ projection, targets }) => ({ ...projection, targets: () => targets }));
  return changesOf(batch, event, worked, { guardedByCursor: true });
}

/**
 * Projects one question-wide event (a resolution, say, of a question 500,000 people answered) in bounded
 * transactions. The question's answers are taken a page at a time, in id order: the `each-page` projections'
 * changes to that page's answerers, and what the `running` ones make of them, are committed with the page and the
 * cursor, while the question and every other shared document still read as before the event. After the last page, the projections that take the event once, and the
 * merged targets of every page, are evolved and committed with the checkpoint, which only then passes the event:
 * readers waiting for it see all of it or none. (Should those be more than the bound, as a deleted question's
 * comments can be, they go in parts before the checkpoint's: each is stamped with the event, so parts written before
 * a failure are left alone when the event is projected again.)
 */
export async function projectQuestionWideEvent(
  readStore: ProjectionStore,
  event: QuestionWideEvent,
  options: QuestionWideOptions,
): Promise<void> {
  const { projections, maxWrites, fence } = options;
  const { questionId } = event.data;
  const answers = answersOf(questionId);
  const eachPage = projections.filter((projection) => projection.paging?.kind === 'each-page');
  const running = projections.filter((projection) => projection.paging?.kind === 'running');
  const merging = projections.filter((projection) => projection.paging?.kind === 'merged');
  const once = projections.filter((projection) => projection.paging === undefined);

  const saved = await readStore.get<PageCursor>(PAGE_CURSOR_COLLECTION, PAGE_CURSOR_ID);
  let cursor: PageCursor =
    saved?.position === event.position
      ? saved
      : { id: PAGE_CURSOR_ID, position: event.position, after: '', answersPerPage: FIRST_PAGE_ANSWERS, merged: {} };
  let cursorStored = saved !== null;
  const merged = new MergedTargets(merging, cursor.merged);
  const walksAnswers = movesAnswers(event, await readStore.get<QuestionDocument>(ReadModel.questions, questionId));

  while (walksAnswers) {
    const limit = cursor.answersPerPage;
    const page = await readStore.find<AnswerDocument>(ReadModel.answers, answerPage(questionId, cursor.after, limit));
    if (page.length === 0) break;
    const batch = new ProjectionBatch(readStore);
    batch.provideFind(ReadModel.answers, answers, page);
    declareReads(batch, [event], [...eachPage, ...running, ...merging]);
    await batch.loadMissing();
    // All from the state before the page's changes, as every projection sees the state before the event. The running
    // ones apart: the nodes they write are known only once worked out, and loading them must not work the page's
    // records out again.
    const [changes, contributions] = await untilLoaded(batch, () => [changesOf(batch, event, eachPage), merged.targetsOf(event, batch)] as const);
    const runningChanges = await runningChangesOf(batch, event, running);
    putChanges(batch, [...changes, ...runningChanges]);
    // A page can cost more than the one before promised (a run of deleted users' answers, which cost few documents
    // or none, then of active players', which cost several): past the bound, it is worked out again at half the size, before
    // anything of it is stored. The cursor is one more document of the transaction.
    if (batch.writeCount() + 1 > maxWrites && page.length > 1) {
      cursor = { ...cursor, answersPerPage: Math.ceil(page.length / 2) };
      continue;
    }
    merged.add(contributions);
    // Answers of one question cost much the same (the same topics, the same read models); the margin covers a
    // board entry or a record that one answer has and another has not. The running documents (tree nodes) are shared
    // by a page's answerers and barely grow with it: kept out of the cost of an answer, they are set aside whole, or
    // a few hundred of them on a small early page would cost each answer of every page after it one more document.
    const shared = runningChanges.length;
    const perAnswer = Math.ceil((batch.writeCount() - shared) / page.length) + 2;
    cursor = {
      ...cursor,
      after: page.at(-1)!.id,
      answersPerPage: Math.max(1, Math.min(limit * 10, Math.floor((maxWrites - 1 - shared) / perAnswer))),
      merged: merged.toJSON(),
    };
    batch.put(PAGE_CURSOR_COLLECTION, cursor);
    await batch.commit(undefined, fence);
    cursorStored = true;
    // A short page is the last: the next query would find nothing.
    if (page.length < limit) break;
  }

  const batch = new ProjectionBatch(readStore);
  if (walksAnswers) {
    batch.refuseFinds(
      ReadModel.answers,
      (query) => query.where.questionId === questionId || (query.idPrefix ?? '').startsWith(answers.idPrefix!),
      `A projection without paging read the answers of ${event.type} at ${event.position}: declare how it takes them a page at a time`,
    );
  } else {
    // Nothing of the answers moves (see movesAnswers): to the projections that ask, the question has none to move.
    batch.provideFind(ReadModel.answers, answers, []);
  }
  declareReads(batch, [event], once);
  merged.declareReads(batch);
  await batch.loadMissing();
  const changes: Change[] = await untilLoaded(batch, () => [...changesOf(batch, event, once), ...merged.changes(batch, event)]);
  putChanges(batch, changes);
  // Last, so that it goes with the checkpoint should the commit come in parts.
  if (cursorStored) batch.delete(PAGE_CURSOR_COLLECTION, PAGE_CURSOR_ID);
  await batch.commitInParts({ name: options.checkpointName, position: event.position }, maxWrites, fence);
}
