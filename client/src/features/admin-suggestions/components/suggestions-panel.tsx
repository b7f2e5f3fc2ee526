import { SUGGESTION_STATUSES, type SuggestionStatus } from '@iec-bets/contracts';
import { useState } from 'react';
import { suggestionStatusLabel } from '@/components/suggestion-status-badge';
import { useSuggestions } from '../api/get-suggestions';
import { SuggestionRow } from './suggestion-row';
import './admin-suggestions.css';
import { loadFailureReason } from '@/lib/api-error';

/** The admin dashboard's Suggestions tab: every member's suggestion, filtered by status, to review or delete. */
export function SuggestionsPanel() {
  const [status, setStatus] = useState<SuggestionStatus | null>(null);
  const suggestions = useSuggestions(status);

  return (
    <section className="admin-panel" aria-labelledby="admin-suggestions-title">
      <h2 id="admin-suggestions-title">Question Suggestions</h2>
      <div className="form suggestion-filter">
        <label htmlFor="suggestion-status-filter">Filter by status</label>
        <select
          id="suggestion-status-filter"
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || null) as SuggestionStatus | null)}
        >
          <option value="">All statuses</option>
          {SUGGESTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {suggestionStatusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      {suggestions.isPending && <p className="muted">Loading suggestions...</p>}
      {suggestions.isError && <p role="alert">Could not load the suggestions: {loadFailureReason(suggestions.error)}</p>}
      {suggestions.data?.length === 0 && (
        <p className="card empty-state muted">{status ? `No ${suggestionStatusLabel(status).toLowerCase()} suggestions` : 'No suggestions yet'}</p>
      )}
      {suggestions.data && suggestions.data.length > 0 && (
        <ul className="plain-list stack" aria-label="Suggestions">
          {suggestions.data.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionRow suggestion={suggestion} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
