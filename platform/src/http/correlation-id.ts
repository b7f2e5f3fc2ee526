import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const CORRELATION_ID = /^[\w-]{1,100}$/;

/** A request's id in the logs: the caller's `x-correlation-id` when it is a sane one, else a new one. */
export function correlationIdOf(request: IncomingMessage): string {
  const given = request.headers['x-correlation-id'];
  return typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();
}
