import { badRequest, parseInput } from '@iec-bets/platform';
import type { z } from 'zod';

/**
 * A JSON body that is an array, a string or a number gets one clear message instead of a schema's type complaint.
 * A missing body counts as an empty object, so each missing field gets its own message from the schema.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest('The request body must be a JSON object');
  }
  return parseInput(schema, body);
}
