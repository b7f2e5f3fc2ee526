import type { Question } from '@iec-bets/contracts';
import { type ReactNode, useEffect } from 'react';
import { loadFailureReason } from '@/lib/api-error';
import type { PageStart } from '@/lib/page-start';
import { useOlderPublicComments } from '../api/get-older-public-comments';
import { publicQuestionsAfter, useOlderPublicQuestions } from '../api/get-older-public-questions';
import { PublicPredictionCard } from './public-prediction-card';

/** The end of the archive as far as it is shown: where older questions start, a page on its way, or why one failed. */
export interface ArchiveEnd {
  older: PageStart | null;
  loading: boolean;
  failure: string | null;
}

/**
 * The cards of one older page of the archive and, while more pages are asked for and this one is full, the page
 * after it, which starts after this one's last question. A newly published question moves every question down a
 * place, and every page follows its newer neighbour: none is shown twice or skipped. The last page tells the tab.
 */
export function OlderPredictionPage({
  start,
  pagesBelow,
  userId,
  renderResolutionActions,
  onEnd,
}: {
  start: PageStart;
  pagesBelow: number;
  userId: string;
  renderResolutionActions?: ((question: Question) => ReactNode) | undefined;
  onEnd: (end: ArchiveEnd) => void;
}) {
  const page = useOlderPublicQuestions(start);
  // Comments are extra, as on the newest page: the cards show without them while they load or if they fail.
  const comments = useOlderPublicComments(start).data ?? {};
  const next = publicQuestionsAfter(page.data);
  const goesOn = pagesBelow > 0 && next !== null;
  const loading = page.isPending;
  const failure = page.isError ? loadFailureReason(page.error) : null;
  // The next page's start, as text: a new object every render must not report the same end again and again.
  const [before, beforeId] = next ? [next.before, next.beforeId] : [null, null];

  useEffect(() => {
    if (goesOn) return;
    onEnd({ older: before !== null && beforeId !== null ? { before, beforeId } : null, loading, failure });
  }, [goesOn, before, beforeId, loading, failure, onEnd]);

  return (
    <>
      {page.data?.map((question) => (
        <PublicPredictionCard
          key={question.id}
          question={question}
          userId={userId}
          comments={comments[question.id] ?? []}
          resolutionActions={question.isResolved ? renderResolutionActions?.(question) : undefined}
        />
      ))}
      {goesOn && (
        <OlderPredictionPage
          start={next}
          pagesBelow={pagesBelow - 1}
          userId={userId}
          renderResolutionActions={renderResolutionActions}
          onEnd={onEnd}
        />
      )}
    </>
  );
}
