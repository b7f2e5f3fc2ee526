import { SuggestionsPanel } from '@/features/admin-suggestions/components/suggestions-panel';

/** The admin dashboard's Suggestions tab. */
export function SuggestionsTab() {
  return <SuggestionsPanel />;
}
