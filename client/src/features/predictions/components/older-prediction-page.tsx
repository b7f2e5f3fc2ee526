import { type ListEnd, useListEnd } from '@/hooks/use-list-end';
import type { PageStart } from '@/lib/page-start';
import { useOlderPublicComments } from '../api/get-older-public-comments';
import { publicQuestionsAfter, useOlderPublicQuestions } from '../api/get-older-public-questions';
import { PublicPredictionCards, type ResolutionActions } from './public-prediction-cards';

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
  renderResolutionActions: ResolutionActions;
  onEnd: (end: ListEnd) => void;
}) {
  const page = useOlderPublicQuestions(start);
  // Comments are extra, as on the newest page: the cards show without them while they load or if they fail.
  const comments = useOlderPublicComments(start).data ?? {};
  const next = publicQuestionsAfter(page.data);
  const goesOn = useListEnd(page, next, pagesBelow, onEnd);

  return (
    <>
      {page.data && <PublicPredictionCards questions={page.data} comments={comments} userId={userId} renderResolutionActions={renderResolutionActions} />}
      {goesOn && next && (
        <OlderPredictionPage start={next} pagesBelow={pagesBelow - 1} userId={userId} renderResolutionActions={renderResolutionActions} onEnd={onEnd} />
      )}
    </>
  );
}
