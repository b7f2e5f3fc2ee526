import { timeAgo, type Suggestion } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { SuggestionStatusBadge } from '@/components/suggestion-status-badge';
import { useMySuggestions } from '../api/get-my-suggestions';
import './suggestions.css';
import { loadFailureReason } from '@/lib/api-error';
import { useFocusKept } from '@/hooks/use-focus-kept';

function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const titleId = `my-suggestion-${suggestion.id}`;
  return (
    <article className="card suggestion-card" aria-labelledby={titleId}>
      <div className="suggestion-top">
        <h2 id={titleId} className="suggestion-title">
          {suggestion.title}
        </h2>
        <SuggestionStatusBadge status={suggestion.status} />
      </div>
      {suggestion.description && <p>{suggestion.description}</p>}
      {suggestion.adminNotes && (
        <div className="admin-notes">
          <h3>Admin notes</h3>
          <p>{suggestion.adminNotes}</p>
        </div>
      )}
      <p className="muted suggestion-times">
        <span>Submitted {timeAgo(suggestion.createdAt)}</span>
        {suggestion.updatedAt !== suggestion.createdAt && <span>Updated {timeAgo(suggestion.updatedAt)}</span>}
      </p>
    </article>
  );
}

/** /my-suggestions: what the member suggested, where each stands and what the admins said about it. */
export function MySuggestionsPage({ suggestAction }: { suggestAction?: ReactNode }) {
  const region = useFocusKept<HTMLElement>();
  const suggestions = useMySuggestions();
  return (
    <section ref={region} className="screen my-suggestions" aria-labelledby="my-suggestions-title">
      <div className="my-suggestions-top">
        <h1 id="my-suggestions-title">My Suggestions</h1>
        {suggestAction}
      </div>
      {suggestions.isPending && <LoadingScreen text="Loading your suggestions..." />}
      {suggestions.isError && <p role="alert">Could not load your suggestions: {loadFailureReason(suggestions.error)}</p>}
      {suggestions.data?.length === 0 && (
        <div className="card empty-state">
          <h2>No suggestions yet</h2>
          <p className="muted">Have an idea for a daily question? Suggest it and an admin will review it.</p>
        </div>
      )}
      {suggestions.data && suggestions.data.length > 0 && (
        <ul className="plain-list stack">
          {suggestions.data.map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionCard suggestion={suggestion} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
