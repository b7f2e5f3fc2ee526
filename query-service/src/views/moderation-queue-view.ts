import {
  ReadModel,
  type CommentDocument,
  type QuestionDocument,
  type ReportedComment,
  type UserDocument,
} from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { toComments } from './comment-view.js';

/**
 * The admins' queue as the API gives it: each reported comment with its author, its question's text and its
 * reports with their reporters' usernames, joined in one look-up per collection.
 */
export async function toModerationQueue(readStore: ReadStore, docs: readonly CommentDocument[]): Promise<ReportedComment[]> {
  const questionIds = [...new Set(docs.map((doc) => doc.questionId))];
  const reporterIds = [...new Set(docs.flatMap((doc) => (doc.pendingReports ?? []).map((report) => report.reporterId)))];
  const [comments, questions, reporters] = await Promise.all([
    toComments(readStore, docs),
    questionIds.length === 0 ? [] : readStore.getMany<QuestionDocument>(ReadModel.questions, questionIds),
    reporterIds.length === 0 ? [] : readStore.getMany<UserDocument>(ReadModel.users, reporterIds),
  ]);
  const questionText = new Map(questions.map((question) => [question.id, question.text]));
  const username = new Map(reporters.map((reporter) => [reporter.id, reporter.username]));
  return docs.map((doc, index) => ({
    comment: comments[index]!,
    question: { id: doc.questionId, text: questionText.get(doc.questionId) ?? '' },
    reports: (doc.pendingReports ?? []).map(({ reporterId, reason, details, reportedAt }) => ({
      reason,
      details,
      reportedAt,
      reporter: { id: reporterId, username: username.get(reporterId) ?? '' },
    })),
    reportsInAll: doc.reportCount ?? (doc.pendingReports ?? []).length,
  }));
}
