/** The admin dashboard's Users tab. */
export function UsersTab() {
  return <p className="muted">This tab is on its way.</p>;
}
