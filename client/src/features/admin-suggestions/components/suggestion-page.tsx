import type { SuggestionStatus } from '@iec-bets/contracts';
import { type ListEnd, useListEnd } from '@/hooks/use-list-end';
import type { PageStart } from '@/lib/page-start';
import { suggestionsAfter, useSuggestions } from '../api/get-suggestions';
import { SuggestionRow } from './suggestion-row';

/**
 * The rows of one page and, while more pages are asked for and this one is full, the page after it, which starts
 * after this one's last row. A deletion or a review that takes a row out of the filter moves the rows below up a
 * place, and every page below follows: no row is shown twice or skipped. The page the list ends with tells the panel.
 */
export function SuggestionPage({
  status,
  start,
  pagesBelow,
  onEnd,
}: {
  status: SuggestionStatus | null;
  start: PageStart | null;
  pagesBelow: number;
  onEnd: (end: ListEnd) => void;
}) {
  const page = useSuggestions(status, start);
  const next = suggestionsAfter(page.data);
  const goesOn = useListEnd(page, next, pagesBelow, onEnd);

  return (
    <>
      {page.data?.map((suggestion) => (
        <li key={suggestion.id}>
          <SuggestionRow suggestion={suggestion} />
        </li>
      ))}
      {goesOn && <SuggestionPage status={status} start={next} pagesBelow={pagesBelow - 1} onEnd={onEnd} />}
    </>
  );
}
