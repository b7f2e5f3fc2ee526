import {
  DISPUTE_WINDOW_MS,
  ReadModel,
  type DisputeDocument,
  type DisputedQuestion,
  type QuestionDocument,
} from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { usersById } from './users-by-id.js';

/** The end of the dispute window of the question's current outcome (set at its resolution or latest correction). */
export function disputableUntil(question: QuestionDocument): string | null {
  const since = question.resolutionCorrectedAt ?? question.resolvedAt;
  if (!question.isResolved || !since) return null;
  return new Date(Date.parse(since) + DISPUTE_WINDOW_MS).toISOString();
}

/**
 * The admins' list: open disputes (oldest first) grouped by question, the question whose oldest dispute has waited
 * longest first, with the disputers' usernames; one look-up per collection.
 */
export async function toDisputedQuestions(readStore: ReadStore, open: readonly DisputeDocument[]): Promise<DisputedQuestion[]> {
  const byQuestion = new Map<string, DisputeDocument[]>();
  for (const dispute of open) byQuestion.set(dispute.questionId, [...(byQuestion.get(dispute.questionId) ?? []), dispute]);
  const [questions, users] = await Promise.all([
    byQuestion.size === 0 ? [] : readStore.getMany<QuestionDocument>(ReadModel.questions, [...byQuestion.keys()]),
    usersById(readStore, open.map((dispute) => dispute.userId)),
  ]);
  const question = new Map(questions.map((doc) => [doc.id, doc]));
  const list: DisputedQuestion[] = [];
  for (const [questionId, disputes] of byQuestion) {
    const doc = question.get(questionId);
    // A question deleted since takes its disputes with it; one the projector has not caught up with is left out.
    if (!doc) continue;
    list.push({
      question: {
        id: doc.id,
        text: doc.text,
        options: doc.options,
        correctOptionId: doc.correctOptionId,
        resolutionSummary: doc.resolutionSummary,
        resolutionProofUrl: doc.resolutionProofUrl,
        resolvedAt: doc.resolutionCorrectedAt ?? doc.resolvedAt,
      },
      disputes: disputes.map(({ userId, reason, disputedAt }) => ({
        reason,
        disputedAt,
        user: { id: userId, username: users.get(userId)?.username ?? null },
      })),
    });
  }
  return list;
}
