import type { Document, Filter, ReadStore } from '@iec-bets/platform';

/** Where a page starts: after the item named by its time in the list's field and its id (see page-position.ts). */
export interface PageStart {
  before?: string | undefined;
  beforeId?: string | undefined;
}

/**
 * Up to `limit` documents matching `where`, the newest `field` first and equal ones by id downwards (the order the
 * stores break ties in), after `start`: first those whose `field` equals `before` with a smaller id, then the older
 * ones. Two finds, since the stores' filters have no "or"; each walks an index in order. Without `beforeId`, only
 * what is strictly older than `before`.
 */
export async function newestFirstPage<D extends Document>(
  readStore: ReadStore,
  collection: string,
  options: { where: Filter; field: string; limit: number | undefined; start?: PageStart },
): Promise<D[]> {
  const { where, field, limit } = options;
  const { before, beforeId } = options.start ?? {};
  const find = (filter: Filter, orderBy: Array<[string, 'desc']>, most: number | undefined) =>
    readStore.find<D>(collection, { where: filter, orderBy, ...(most !== undefined && { limit: most }) });
  if (before === undefined) return find(where, [[field, 'desc']], limit);
  // Sharing the time, they differ by id alone: sorted by it, the index is walked in order.
  const sameTime = beforeId === undefined ? [] : await find({ ...where, [field]: before, id: { $lt: beforeId } }, [['id', 'desc']], limit);
  const left = limit === undefined ? undefined : limit - sameTime.length;
  return left === 0 ? sameTime : [...sameTime, ...(await find({ ...where, [field]: { $lt: before } }, [[field, 'desc']], left))];
}
