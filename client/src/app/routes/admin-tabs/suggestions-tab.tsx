/** The admin dashboard's Suggestions tab. */
export function SuggestionsTab() {
  return <p className="muted">This tab is on its way.</p>;
}
