import type { ButtonHTMLAttributes } from 'react';
import type { ListEnd } from '@/hooks/use-list-end';

/** Whether the button is there: a page to ask for, or one on its way. */
export const offersMore = (end: ListEnd): boolean => end.older !== null || end.loading;

/**
 * The button that asks a paged list for its next page. It stays, inert and saying so, while that page loads: the
 * keyboard's place stays on it while the new items come in beside it. It is not there once the list has no more.
 */
export function MoreButton({
  end,
  label,
  loadingLabel,
  onMore,
  ...button
}: { end: ListEnd; label: string; loadingLabel: string; onMore: () => void } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'type' | 'children'
>) {
  if (!offersMore(end)) return null;
  return (
    <button {...button} type="button" aria-disabled={end.loading} onClick={() => end.older && !end.loading && onMore()}>
      {end.loading ? loadingLabel : label}
    </button>
  );
}
