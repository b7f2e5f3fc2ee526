/** The admin dashboard's Analytics tab. */
export function AnalyticsTab() {
  return <p className="muted">This tab is on its way.</p>;
}
