/** The rounded share of `count` in `total`, in percent; 0 when nothing was counted. */
export function percentage(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/**
 * Laplace-smoothed accuracy, (correct + 1) / (resolved + 2): ranks a long good record above one lucky answer.
 * Shown nowhere; used only to order the leaderboard.
 */
export function rankingScore(correct: number, resolved: number): number {
  return (correct + 1) / (resolved + 2);
}
