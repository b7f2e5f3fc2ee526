/**
 * Code-unit order, the order the read stores sort text in: a list sorted here in memory matches the same list
 * sorted by the store (a topic's officials and GET /api/officials, ties on a leaderboard between reads).
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
