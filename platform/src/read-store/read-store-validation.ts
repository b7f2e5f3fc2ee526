import type { DocumentWrite, ReadModelBatch, Scalar } from './read-store.js';

/**
 * Collection and field names end up inside SQL text and Mongo namespaces (an expression index only serves a query
 * whose expression is spelled the same way, so they cannot be bound parameters): only plain names pass.
 */
const COLLECTION_NAME = /^[a-z][a-z0-9_]*$/;
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export class InvalidReadStoreRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidReadStoreRequestError';
  }
}

export function assertCollectionName(collection: string): void {
  if (typeof collection !== 'string' || !COLLECTION_NAME.test(collection)) {
    throw new InvalidReadStoreRequestError(
      `Invalid collection name ${JSON.stringify(collection)}: use lowercase letters, digits and _ , starting with a letter`,
    );
  }
}

export function assertFieldPath(field: string): void {
  if (typeof field !== 'string' || !FIELD_PATH.test(field)) {
    throw new InvalidReadStoreRequestError(
      `Invalid field ${JSON.stringify(field)}: use names of letters, digits and _ joined by dots`,
    );
  }
}

export function assertPageBounds(options: { limit?: number; offset?: number }): void {
  for (const [name, value] of [['limit', options.limit], ['offset', options.offset]] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 0)) {
      throw new InvalidReadStoreRequestError(`Invalid ${name} ${String(value)}: expected a whole number >= 0`);
    }
  }
}

export function assertScalar(value: unknown, field: string): asserts value is Scalar {
  const ok =
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value));
  if (!ok) {
    throw new InvalidReadStoreRequestError(`Condition on ${field}: expected a string, finite number, boolean or null`);
  }
}

export function assertContainedText(value: unknown, field: string): asserts value is string {
  if (typeof value !== 'string') throw new InvalidReadStoreRequestError(`Condition on ${field}: $contains needs a string`);
}

/** A `contains` index covers one top-level field: its text search table is named after it. */
export function isContainsIndexField(field: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]*$/.test(field);
}

export function assertContainsIndexField(spec: { collection: string; fields: string[] }): void {
  if (spec.fields.length !== 1 || !isContainsIndexField(spec.fields[0]!)) {
    throw new InvalidReadStoreRequestError(`Contains index on ${spec.collection}: name one top-level field`);
  }
}

function assertWrite(write: DocumentWrite, index: number): void {
  assertCollectionName(write.collection);
  if (write.kind === 'put') {
    const doc: unknown = write.doc;
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
      throw new InvalidReadStoreRequestError(`Write ${index}: the document must be an object`);
    }
    if (typeof write.doc.id !== 'string' || write.doc.id === '') {
      throw new InvalidReadStoreRequestError(`Write ${index}: the document needs a non-empty string id`);
    }
    if ('_id' in write.doc) {
      throw new InvalidReadStoreRequestError(`Write ${index}: _id is reserved; the document's key is its id`);
    }
  } else if (write.kind === 'delete') {
    if (typeof write.id !== 'string' || write.id === '') {
      throw new InvalidReadStoreRequestError(`Write ${index}: a delete needs a non-empty string id`);
    }
  } else {
    throw new InvalidReadStoreRequestError(`Write ${index}: unknown kind ${JSON.stringify((write as { kind: unknown }).kind)}`);
  }
}

/**
 * Checked before anything is written, so a bad batch leaves the store untouched even where the store cannot roll
 * back (MongoDB without a replica set).
 */
export function assertValidBatch(batch: ReadModelBatch): void {
  batch.writes.forEach(assertWrite);
  if (batch.checkpoint) {
    const { name, position } = batch.checkpoint;
    if (typeof name !== 'string' || name === '') {
      throw new InvalidReadStoreRequestError('The checkpoint needs a non-empty name');
    }
    if (!Number.isSafeInteger(position) || position < 0) {
      throw new InvalidReadStoreRequestError(`Invalid checkpoint position ${String(position)}: expected a whole number >= 0`);
    }
  }
}
