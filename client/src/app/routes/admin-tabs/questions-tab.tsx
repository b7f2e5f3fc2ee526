/** The admin dashboard's Questions tab. */
export function QuestionsTab() {
  return <p className="muted">This tab is on its way.</p>;
}
