import { type ListEnd, useListEnd } from '@/hooks/use-list-end';
import type { PageStart } from '@/lib/page-start';
import { OLDER_PREDICTIONS_PAGE, predictionsAfter, useOlderPredictions } from '../api/get-older-predictions';
import { PredictionRow } from './prediction-row';

/**
 * The rows of one older page of the player's predictions and, while more pages are asked for and this one is full,
 * the page after it, which starts after this one's last prediction. The last page tells the list where it ends.
 */
export function OlderPredictionsPage({
  userId,
  start,
  pagesBelow,
  onEnd,
}: {
  userId: string;
  start: PageStart;
  pagesBelow: number;
  onEnd: (end: ListEnd) => void;
}) {
  const page = useOlderPredictions(userId, start);
  const next = predictionsAfter(page.data, OLDER_PREDICTIONS_PAGE);
  const goesOn = useListEnd(page, next, pagesBelow, onEnd);
  return (
    <>
      {page.data?.map((item) => <PredictionRow key={item.questionId} item={item} />)}
      {goesOn && next && <OlderPredictionsPage userId={userId} start={next} pagesBelow={pagesBelow - 1} onEnd={onEnd} />}
    </>
  );
}
