import type { FindOptions } from '@iec-bets/platform';
// How a find is put to MongoDB is the platform's internal: a check of the indexes' fit reads it.
import { mongoField, mongoFilter, mongoSort } from '../../../platform/src/read-store/mongodb-query.js';
import { readModelIndexes } from '../read-model-indexes.js';

/**
 * The keys of the index that walks a sorted find in its order on MongoDB, or undefined if none does. MongoDB walks an
 * index in the order of a sort, reading only what the filter's fixed fields match, when the index's keys are the
 * fields the filter fixes to one value (all of them), then the sort's keys, in its directions or all reversed. (The
 * MongoDB suites check the same with explain() on a real server, where one is configured.)
 */
export function mongoIndexServing(collection: string, options: FindOptions, walkedPast: readonly string[] = []): string | undefined {
  const filter = mongoFilter(options.where);
  const sort = Object.entries(mongoSort(options.orderBy)!);
  const fixed = new Set(Object.entries(filter).flatMap(([field, value]) => (value !== null && typeof value === 'object' ? [] : [field])));
  const indexes = [
    ['_id'],
    ...readModelIndexes.filter((index) => index.collection === collection).map((index) => index.fields.map(mongoField)),
  ];
  return indexes
    .find((keys) => {
      const start = keys.findIndex((key) => !fixed.has(key));
      if (start < 0 || keys.length - start < sort.length) return false;
      // Every field the filter fixes is among the keys before the sort's: one left out would have the index walked
      // past every document of other values, each fetched to be filtered out.
      // (`walkedPast`: fixed fields a caller knows to pass over few documents, and says why.)
      if (![...fixed].every((field) => keys.slice(0, start).includes(field) || walkedPast.includes(field))) return false;
      return sort.every(([field, direction], i) => keys[start + i] === field && direction === sort[0]![1]);
    })
    ?.join(',');
}
