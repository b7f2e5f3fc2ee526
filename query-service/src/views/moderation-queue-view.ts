import {
  ReadModel,
  streams,
  type CommentDocument,
  type QuestionDocument,
  type ReportedComment,
} from '@iec-bets/contracts';
import type { EventStore, ReadStore } from '@iec-bets/platform';
import { toComments } from './comment-view.js';
import { usersById } from './users-by-id.js';

/**
 * The admins' queue as the API gives it: each reported comment with its author, its question's text and its
 * reports with their reporters' usernames, joined in one look-up per collection.
 */
export async function toModerationQueue(
  readStore: ReadStore,
  eventStore: Pick<EventStore, 'readStream'>,
  docs: readonly CommentDocument[],
): Promise<ReportedComment[]> {
  const questionIds = [...new Set(docs.map((doc) => doc.questionId))];
  const [comments, questions, reporters, reportsInAll] = await Promise.all([
    toComments(readStore, docs),
    questionIds.length === 0 ? [] : readStore.getMany<QuestionDocument>(ReadModel.questions, questionIds),
    usersById(readStore, docs.flatMap((doc) => (doc.pendingReports ?? []).map((report) => report.reporterId))),
    Promise.all(docs.map((doc) => reportsInAllOf(doc, eventStore))),
  ]);
  const questionText = new Map(questions.map((question) => [question.id, question.text]));
  return docs.map((doc, index) => ({
    comment: comments[index]!,
    question: { id: doc.questionId, text: questionText.get(doc.questionId) ?? '' },
    reports: (doc.pendingReports ?? []).map(({ reporterId, reason, details, reportedAt }) => ({
      reason,
      details,
      reportedAt,
      reporter: { id: reporterId, username: reporters.get(reporterId)?.username ?? '' },
    })),
    reportsInAll: reportsInAll[index]!,
  }));
}

/**
 * Every report the comment has had. A document from before the read models counted them (served while a rebuild to
 * the current projections runs) is counted from the comment's stream: its waiting reports alone would leave out those
 * dealt with, and keeping the comment would then be refused, or leave a report the admin read in the queue.
 */
async function reportsInAllOf(doc: CommentDocument, eventStore: Pick<EventStore, 'readStream'>): Promise<number> {
  if (doc.reportCount !== undefined) return doc.reportCount;
  const events = await eventStore.readStream(streams.comment(doc.commentId));
  return events.filter((event) => event.type === 'CommentReported').length;
}
