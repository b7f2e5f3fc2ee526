/**
 * Where a page of a newest-first list starts: after the last item of the page above, named by its time and its id,
 * as the API asks (`before`, `beforeId`): items sharing a millisecond across a page's end are neither skipped nor
 * shown twice.
 */
export interface PageStart {
  before: string;
  beforeId: string;
}

/** Where the page after `page` starts: after its last item when it came back full, or null when it was the last. */
export function startAfter<T extends { id: string }>(page: readonly T[] | undefined, pageSize: number, timeOf: (item: T) => string): PageStart | null {
  const last = page?.length === pageSize ? page.at(-1) : undefined;
  return last ? { before: timeOf(last), beforeId: last.id } : null;
}

/** The start as one text, for query keys and React keys; null for the newest page. */
export function pageStartKey(start: PageStart | null): string | null {
  return start && `${start.before} ${start.beforeId}`;
}
