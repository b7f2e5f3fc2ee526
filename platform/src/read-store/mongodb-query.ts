import type { Condition, Filter, FindOptions } from './read-store.js';
import { assertContainedText, assertFieldPath, assertScalar, InvalidReadStoreRequestError } from './read-store-validation.js';

/** How read-store requests become MongoDB filters and sorts; a document's id is stored as `_id`. */

export type MongoFilter = Record<string, unknown>;
export type MongoSort = Record<string, 1 | -1>;

const OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte', '$ne', '$in', '$contains']);

/** The text as a pattern that matches only itself: every character a regular expression gives a meaning is escaped. */
function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function mongoField(field: string): string {
  assertFieldPath(field);
  return field === 'id' ? '_id' : field;
}

function mongoCondition(field: string, condition: Condition): unknown {
  if (condition === null || typeof condition !== 'object') {
    assertScalar(condition, field);
    return condition;
  }
  const operators: Record<string, unknown> = {};
  for (const [operator, value] of Object.entries(condition)) {
    if (!OPERATORS.has(operator)) {
      throw new InvalidReadStoreRequestError(`Condition on ${field}: unknown operator ${operator}`);
    }
    if (value === undefined) continue;
    if (operator === '$contains') {
      // MongoDB has no substring index outside Atlas Search: the pattern is matched against the field's index keys
      // (a `contains` index is an ordinary index there), which is a walk of the whole index, not a lookup.
      assertContainedText(value, field);
      operators.$regex = literalPattern(value);
      continue;
    }
    if (operator === '$in') {
      if (!Array.isArray(value)) throw new InvalidReadStoreRequestError(`Condition on ${field}: $in needs an array`);
      value.forEach((v) => assertScalar(v, field));
    } else {
      assertScalar(value, field);
    }
    operators[operator] = value;
  }
  return operators;
}

/**
 * Only the operators of the port pass, each value a plain scalar: nothing a caller sends can turn into `$where`
 * or another operator.
 */
export function mongoFilter(where: Filter | undefined): MongoFilter {
  const filter: MongoFilter = {};
  for (const [field, condition] of Object.entries(where ?? {})) {
    filter[mongoField(field)] = mongoCondition(field, condition);
  }
  return filter;
}

/**
 * Ties are broken by id in the direction of the last key, as in every read store. MongoDB reads a sort from an index
 * only when the index holds every key of it, `_id` included, so an index meant to serve a sorted find ends with id
 * (`{ fields: [...equalities, ...sortKeys, 'id'] }`); without it, every match is sorted in memory.
 */
export function mongoSort(orderBy: FindOptions['orderBy']): MongoSort | undefined {
  const keys = orderBy ?? [];
  if (keys.length === 0) return undefined;
  const sort: MongoSort = {};
  for (const [field, direction] of keys) {
    if (direction !== 'asc' && direction !== 'desc') {
      throw new InvalidReadStoreRequestError(`Invalid sort direction ${JSON.stringify(direction)}: use asc or desc`);
    }
    sort[mongoField(field)] = direction === 'asc' ? 1 : -1;
  }
  if (!('_id' in sort)) sort._id = keys.at(-1)![1] === 'asc' ? 1 : -1;
  return sort;
}
