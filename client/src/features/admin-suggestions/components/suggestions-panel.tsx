import { SUGGESTION_STATUSES, type SuggestionStatus } from '@iec-bets/contracts';
import { useState } from 'react';
import { ListEndNote } from '@/components/list-end-note';
import { suggestionStatusLabel } from '@/components/suggestion-status-badge';
import { useFocusKept } from '@/hooks/use-focus-kept';
import { NOTHING_OLDER } from '@/hooks/use-list-end';
import { loadFailureReason } from '@/lib/api-error';
import { useSuggestions } from '../api/get-suggestions';
import { SuggestionPage } from './suggestion-page';
import './admin-suggestions.css';

/**
 * The admin dashboard's Suggestions tab: every member's suggestion, filtered by status, to review or delete. A page
 * at a time, newest first: a national audience suggests more than one screen, or one request, should hold.
 */
export function SuggestionsPanel() {
  const [status, setStatus] = useState<SuggestionStatus | null>(null);
  const [pages, setPages] = useState(1);
  const [end, setEnd] = useState(NOTHING_OLDER);
  const first = useSuggestions(status, null);
  // A deleted row, or the button once the last page is in, leaves the focus in the panel rather than on the page.
  const region = useFocusKept<HTMLElement>();

  function filter(value: SuggestionStatus | null) {
    setStatus(value);
    setPages(1);
    setEnd(NOTHING_OLDER);
  }

  return (
    <section ref={region} className="admin-panel" aria-labelledby="admin-suggestions-title">
      <h2 id="admin-suggestions-title">Question Suggestions</h2>
      <div className="form suggestion-filter">
        <label htmlFor="suggestion-status-filter">Filter by status</label>
        <select
          id="suggestion-status-filter"
          value={status ?? ''}
          onChange={(event) => filter((event.target.value || null) as SuggestionStatus | null)}
        >
          <option value="">All statuses</option>
          {SUGGESTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {suggestionStatusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {first.isPending && <p className="muted">Loading suggestions...</p>}
      {first.isError && <p role="alert">Could not load the suggestions: {loadFailureReason(first.error)}</p>}
      {first.data?.length === 0 && (
        <p className="card empty-state muted">{status ? `No ${suggestionStatusLabel(status).toLowerCase()} suggestions` : 'No suggestions yet'}</p>
      )}
      {first.data && first.data.length > 0 && (
        <ul className="plain-list stack" aria-label="Suggestions">
          {/* Keyed by the filter: a list already read under it shows at once, and its pages must tell the end again. */}
          <SuggestionPage key={status ?? 'any'} status={status} start={null} pagesBelow={pages - 1} onEnd={setEnd} />
        </ul>
      )}
      {pages > 1 && end.loading && <p className="muted">Loading older suggestions...</p>}
      {pages > 1 && end.failure && <p role="alert">Could not load older suggestions: {end.failure}</p>}
      <ListEndNote text={pages > 1 && end.lastPageEmpty ? 'No older suggestions.' : null} />
      {end.older && (
        <button type="button" className="button secondary small suggestions-more" onClick={() => setPages(pages + 1)}>
          Show older suggestions
        </button>
      )}
    </section>
  );
}
