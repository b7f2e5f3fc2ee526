import type { FindOptions } from '@iec-bets/platform';
// How a find is put to MongoDB is the platform's internal: a check of the indexes' fit reads it.
import { mongoField, mongoFilter, mongoSort } from '../../../platform/src/read-store/mongodb-query.js';
import { readModelIndexes } from '../read-model-indexes.js';

/**
 * The keys of the index that walks a sorted find in its order on MongoDB, or undefined if none does. MongoDB walks an
 * index in the order of a sort only when the index's keys are some fields the filter fixes to one value, then the
 * sort's keys, in its directions or all reversed. (The MongoDB suites check the same with explain() on a real
 * server, where one is configured.)
 */
export function mongoIndexServing(collection: string, options: FindOptions): string | undefined {
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
      return sort.every(([field, direction], i) => keys[start + i] === field && direction === sort[0]![1]);
    })
    ?.join(',');
}
