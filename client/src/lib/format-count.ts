/**
 * A count as en-ZA writes it, its thousands set apart by a no-break space ('1 234'), as `toLocaleString('en-ZA')`
 * does, without Intl: the first Intl call of a page loads the locale data in one long task (see dates.ts), and the
 * landing page's counts would otherwise pay it while the page is being taken over.
 */
export function formatCount(count: number): string {
  if (!Number.isInteger(count)) return count.toLocaleString('en-ZA');
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}
