import type { Condition, Filter, FindOptions, IndexSpec, Scalar } from './read-store.js';
import {
  assertContainedText,
  assertCollectionName,
  assertFieldPath,
  assertPageBounds,
  assertScalar,
  InvalidReadStoreRequestError,
} from './read-store-validation.js';

/** How read-store requests become SQL over tables `rm_<collection>(id TEXT PRIMARY KEY, doc TEXT)`. */

export type SqlValue = string | number | null;

export interface SqlQuery {
  sql: string;
  params: SqlValue[];
  /** Text search tables the condition looks in, joined to the collection's table by rowid. */
  joins?: string[];
}

type JsonType = 'text' | 'integer' | 'real' | 'true' | 'false';

const COMPARISONS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;
const OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte', '$ne', '$in', '$contains']);

/**
 * The name of the text search table of a `contains` index on the field, if the collection has one (see
 * sqlite-contains-index.ts), and how to query it.
 */
export interface ContainsIndexes {
  tableFor(field: string): string | undefined;
  match(text: string): string;
  shortestSearch: number;
}

export function tableName(collection: string): string {
  assertCollectionName(collection);
  return `rm_${collection}`;
}

/**
 * The one spelling of a field used by queries and by expression indexes alike: SQLite only uses an expression
 * index for a query whose expression is the same.
 */
export function fieldExpression(field: string): string {
  assertFieldPath(field);
  return field === 'id' ? 'id' : `json_extract(doc, '$.${field}')`;
}

export function indexName(spec: IndexSpec): string {
  spec.fields.forEach(assertFieldPath);
  return `"${tableName(spec.collection)}(${spec.fields.join(',')})"`;
}

export function createIndexStatement(spec: IndexSpec): string {
  const columns = spec.fields.map(fieldExpression).join(', ');
  return `CREATE INDEX IF NOT EXISTS ${indexName(spec)} ON ${tableName(spec.collection)} (${columns})`;
}

/** json_extract gives 1/0 for JSON true/false, so booleans are bound as numbers and told apart by json_type. */
function bound(value: string | number | boolean): SqlValue {
  return typeof value === 'boolean' ? Number(value) : value;
}

function equalityTypes(value: string | number | boolean): JsonType[] {
  if (typeof value === 'string') return ['text'];
  if (typeof value === 'number') return ['integer', 'real'];
  return [value ? 'true' : 'false'];
}

function orderingTypes(value: string | number | boolean): JsonType[] {
  return typeof value === 'boolean' ? ['true', 'false'] : equalityTypes(value);
}

/**
 * A test on the value, restricted to JSON values of the given types, as MongoDB does: the number 1 is not `true`,
 * and `{ $gt: 5 }` never matches a string. The type check comes second so the value test can use an index.
 */
function typed(field: string, test: string, params: SqlValue[], types: JsonType[]): SqlQuery {
  if (field === 'id') return types.includes('text') ? { sql: test, params } : { sql: '0', params: [] };
  const list = types.map((t) => `'${t}'`).join(', ');
  return { sql: `(${test} AND json_type(doc, '$.${field}') IN (${list}))`, params };
}

function equals(field: string, value: Scalar): SqlQuery {
  const expr = fieldExpression(field);
  if (value === null) return { sql: `${expr} IS NULL`, params: [] };
  return typed(field, `${expr} = ?`, [bound(value)], equalityTypes(value));
}

function notEquals(field: string, value: Scalar): SqlQuery {
  if (value === null) return { sql: `${fieldExpression(field)} IS NOT NULL`, params: [] };
  // A missing field makes the equality NULL; "IS NOT 1" counts that as not equal, as MongoDB's $ne does.
  const eq = equals(field, value);
  return { sql: `(${eq.sql}) IS NOT 1`, params: eq.params };
}

function compare(field: string, operator: keyof typeof COMPARISONS, value: Scalar): SqlQuery {
  if (value === null) {
    // Only null is >= and <= null; nothing is strictly above or below it.
    return operator === '$gte' || operator === '$lte' ? equals(field, null) : { sql: '0', params: [] };
  }
  const test = `${fieldExpression(field)} ${COMPARISONS[operator]} ?`;
  return typed(field, test, [bound(value)], orderingTypes(value));
}

function oneOf(field: string, values: unknown): SqlQuery {
  if (!Array.isArray(values)) throw new InvalidReadStoreRequestError(`Condition on ${field}: $in needs an array`);
  values.forEach((v) => assertScalar(v, field));
  const scalars = values as Scalar[];
  const expr = fieldExpression(field);
  const parts: SqlQuery[] = [];
  for (const type of ['string', 'number'] as const) {
    const group = scalars.filter((v): v is string | number => typeof v === type);
    if (group.length > 0) {
      const test = `${expr} IN (${group.map(() => '?').join(', ')})`;
      parts.push(typed(field, test, group, equalityTypes(group[0]!)));
    }
  }
  for (const special of [true, false, null]) {
    if (scalars.includes(special)) parts.push(equals(field, special));
  }
  if (parts.length === 0) return { sql: '0', params: [] };
  if (parts.length === 1) return parts[0]!;
  return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
}

function contains(field: string, text: unknown, indexes: ContainsIndexes | undefined): SqlQuery {
  assertContainedText(text, field);
  const index = indexes?.tableFor(field);
  if (index && [...text].length >= indexes!.shortestSearch) {
    // A join, not `rowid IN (SELECT ...)`: SQLite lists every match of an IN before the first row, and a common pair
    // of letters matches a good part of a national user base; joined, it reads matches only until the page is full.
    return { sql: `${index} MATCH ?`, params: [indexes!.match(text)], joins: [index] };
  }
  return typed(field, `instr(${fieldExpression(field)}, ?) > 0`, [text], ['text']);
}

function conditionQueries(field: string, condition: Condition, indexes: ContainsIndexes | undefined): SqlQuery[] {
  if (condition === null || typeof condition !== 'object') {
    assertScalar(condition, field);
    return [equals(field, condition)];
  }
  const queries: SqlQuery[] = [];
  for (const [operator, value] of Object.entries(condition)) {
    if (!OPERATORS.has(operator)) {
      throw new InvalidReadStoreRequestError(`Condition on ${field}: unknown operator ${operator}`);
    }
    if (value === undefined) continue;
    if (operator === '$contains') {
      queries.push(contains(field, value, indexes));
      continue;
    }
    if (operator === '$in') {
      queries.push(oneOf(field, value));
      continue;
    }
    assertScalar(value, field);
    queries.push(operator === '$ne' ? notEquals(field, value) : compare(field, operator as keyof typeof COMPARISONS, value));
  }
  return queries;
}

export function whereClause(filter: Filter | undefined, indexes?: ContainsIndexes): SqlQuery {
  const parts = Object.entries(filter ?? {}).flatMap(([field, condition]) => conditionQueries(field, condition, indexes));
  if (parts.length === 0) return { sql: '', params: [] };
  return {
    sql: ` WHERE ${parts.map((p) => p.sql).join(' AND ')}`,
    params: parts.flatMap((p) => p.params),
    joins: parts.flatMap((p) => p.joins ?? []),
  };
}

/** The collection's table, joined to the text search tables the filter looks in. */
function fromClause(collection: string, where: SqlQuery): string {
  const table = tableName(collection);
  return [table, ...(where.joins ?? []).map((index) => `JOIN ${index} ON ${index}.rowid = ${table}.rowid`)].join(' ');
}

/**
 * Ties are broken by id, in the direction of the last key, so pages are stable and an index on the sort keys ending
 * with id serves them (without the id, SQLite sorts each run of equal keys: a million tied scores at once). Without
 * sort keys there is no ORDER BY at all: a forced id order would make SQLite walk the whole primary key instead of
 * using the index that matches the filter.
 */
export function orderByClause(orderBy: FindOptions['orderBy']): string {
  const keys = orderBy ?? [];
  if (keys.length === 0) return '';
  for (const [, direction] of keys) {
    if (direction !== 'asc' && direction !== 'desc') {
      throw new InvalidReadStoreRequestError(`Invalid sort direction ${JSON.stringify(direction)}: use asc or desc`);
    }
  }
  const terms = keys.map(([field, direction]) => `${fieldExpression(field)} ${direction.toUpperCase()}`);
  if (!keys.some(([field]) => field === 'id')) terms.push(`id ${keys.at(-1)![1].toUpperCase()}`);
  return ` ORDER BY ${terms.join(', ')}`;
}

export function findQuery(collection: string, options: FindOptions = {}, indexes?: ContainsIndexes): SqlQuery {
  assertPageBounds(options);
  const where = whereClause(options.where, indexes);
  let sql = `SELECT doc FROM ${fromClause(collection, where)}${where.sql}${orderByClause(options.orderBy)}`;
  const params = [...where.params];
  if (options.limit !== undefined || options.offset !== undefined) {
    // SQLite has no OFFSET without LIMIT; -1 means no limit.
    sql += ' LIMIT ? OFFSET ?';
    params.push(options.limit ?? -1, options.offset ?? 0);
  }
  return { sql, params };
}

export function countQuery(collection: string, where: Filter | undefined, indexes?: ContainsIndexes): SqlQuery {
  const clause = whereClause(where, indexes);
  return { sql: `SELECT count(*) AS n FROM ${fromClause(collection, clause)}${clause.sql}`, params: clause.params };
}
