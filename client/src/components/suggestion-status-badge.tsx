import type { SuggestionStatus } from '@iec-bets/contracts';
import './suggestion-status-badge.css';

const LABELS: Record<SuggestionStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', used: 'Used' };

export function suggestionStatusLabel(status: SuggestionStatus): string {
  return LABELS[status];
}

/** SPEC section 4: pending yellow, approved green, rejected red, used blue; each with dark text that stays readable. */
export function SuggestionStatusBadge({ status }: { status: SuggestionStatus }) {
  return <span className={`badge suggestion-status status-${status}`}>{LABELS[status]}</span>;
}
