import type { Question } from '@iec-bets/contracts';
import { type OlderPages, type OlderPagesEnd, useOlderPagesEnd } from '@/hooks/use-older-pages-end';
import { publicQuestionsAfter } from '../api/get-older-public-questions';

export type { OlderPages };
export type ArchiveEnd = OlderPagesEnd;

/**
 * The end of a tab's archive of questions: the newest page, then the older pages the reader opened, each tab's
 * older pages being pages of the public feed (get-older-public-questions.ts).
 */
export function useArchiveEnd(newest: readonly Question[], pages: OlderPages): ArchiveEnd {
  return useOlderPagesEnd(publicQuestionsAfter(newest), pages);
}
