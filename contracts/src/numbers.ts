/** The rounded share of `count` in `total`, in percent; 0 when nothing was counted. */
export function percentage(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}
