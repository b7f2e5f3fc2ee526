import type { Question } from '@iec-bets/contracts';
import { useFromServerMarkup } from '@/hooks/use-from-server-markup';
import { opensAfterToday } from '@/lib/opens-after-today';

/**
 * Whether a card's question is published ahead of its day and not open yet: it has no result, trend or prediction to
 * show until then, only the day it opens.
 *
 * That depends on the reader's clock, which the server's markup, and React taking it over, leave out (a server and a
 * phone may be on different days near midnight, and hydration must render what the server did): there the question
 * reads as open, and the browser's own render then tells which ones are to come.
 */
export function useOpensLater(question: Question): boolean {
  const fromServerMarkup = useFromServerMarkup();
  return !fromServerMarkup && !question.isResolved && opensAfterToday(question.date);
}
