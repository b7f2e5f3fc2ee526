import type { z } from 'zod';
import { badRequest } from './http-error.js';

/**
 * Parses a request part with its zod schema. Bad input becomes a 400 whose message is the first problem found,
 * worded for a person (the schemas carry the SPEC's texts), never a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.message ?? 'The request is not valid');
}
