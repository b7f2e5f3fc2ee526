/** The admin dashboard's Manage tab. */
export function ManageTab() {
  return <p className="muted">This tab is on its way.</p>;
}
