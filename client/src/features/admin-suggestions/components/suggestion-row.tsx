import type { Suggestion } from '@iec-bets/contracts';
import { ConfirmAction } from '@/components/confirm-action';
import { useQuestionSeed } from '@/components/question-seed/question-seed-context';
import { SuggestionStatusBadge } from '@/components/suggestion-status-badge';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/dates';
import { useDeleteSuggestion } from '../api/delete-suggestion';
import { ReviewDialog } from './review-dialog';

/** Suggestions still open to become a question: a rejected or used one is done with. */
const OPEN_TO_DRAFT: ReadonlySet<Suggestion['status']> = new Set(['pending', 'approved']);

export function SuggestionRow({ suggestion }: { suggestion: Suggestion }) {
  const remove = useDeleteSuggestion();
  const seeds = useQuestionSeed();
  const toast = useToast();
  const titleId = `suggestion-${suggestion.id}`;

  function deleteSuggestion() {
    remove.mutate(suggestion.id, {
      onSuccess: () => toast({ title: 'Suggestion Deleted' }),
      onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  }

  return (
    <article className="card admin-suggestion" aria-labelledby={titleId}>
      <div className="admin-suggestion-top">
        <h3 id={titleId}>{suggestion.title}</h3>
        <SuggestionStatusBadge status={suggestion.status} />
      </div>
      {suggestion.description && <p>{suggestion.description}</p>}
      <p className="muted admin-suggestion-meta">
        By {suggestion.user.name} (@{suggestion.user.username}) on {formatLongDate(suggestion.createdAt)}
      </p>
      {suggestion.adminNotes && (
        <p className="admin-suggestion-notes">
          <strong>Admin notes:</strong> {suggestion.adminNotes}
        </p>
      )}
      <div className="row-actions">
        {seeds && OPEN_TO_DRAFT.has(suggestion.status) && (
          <button
            type="button"
            className="button secondary small"
            aria-label={`Draft a question from: ${suggestion.title}`}
            onClick={() =>
              seeds.draftFrom({
                suggestionId: suggestion.id,
                text: suggestion.title,
                context: suggestion.description || null,
                suggestedBy: suggestion.user.username,
                adminNotes: suggestion.adminNotes,
              })
            }
          >
            Draft question
          </button>
        )}
        <ReviewDialog suggestion={suggestion} />
        <ConfirmAction
          trigger="Delete"
          triggerClassName="button secondary small danger-outline"
          triggerLabel={`Delete: ${suggestion.title}`}
          title="Delete this suggestion?"
          description={`"${suggestion.title}" will be removed for good, also from the member's own list.`}
          confirmLabel="Delete"
          onConfirm={deleteSuggestion}
          pending={remove.isPending}
        />
      </div>
    </article>
  );
}
