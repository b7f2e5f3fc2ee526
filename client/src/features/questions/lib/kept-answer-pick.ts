import { forgetKeptDraft, keepDraft, keptDraft, type KeptDraftPlace } from '@/lib/kept-drafts';

/**
 * A member's pick whose submission the server refused because their session had ended (a log-out in another tab, an
 * expiry): the page turns into a visitor's and the form goes with it. Kept as the other unsent forms are
 * (lib/kept-drafts.ts), under the member's id, so that logging in again finds the question picked as they left it,
 * one tap from submitting, as a visitor's pick carried through signing up is; whoever else logs in on the tab does not.
 */
const place = (userId: string, questionId: string): KeptDraftPlace => ({ userId, form: `answer:${questionId}` });

export function keepAnswerPick(userId: string, questionId: string, optionId: string): void {
  keepDraft(place(userId, questionId), { optionId });
}

export function keptAnswerPick(userId: string, questionId: string): string | null {
  const kept = keptDraft(place(userId, questionId));
  return typeof kept === 'object' && kept !== null && 'optionId' in kept && typeof kept.optionId === 'string' ? kept.optionId : null;
}

export function forgetAnswerPick(userId: string, questionId: string): void {
  forgetKeptDraft(place(userId, questionId));
}
