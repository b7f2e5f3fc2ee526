import { MIN_POSITION_HEADER, MIN_POSITION_WAIT_HEADER, READ_POSITION_HEADER } from '@iec-bets/contracts';
import { badRequest, MinPositionHeaderValue, MinPositionWaitHeaderValue, type ProjectorWatermark } from '@iec-bets/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

export { READ_POSITION_HEADER };

declare module 'fastify' {
  interface FastifyRequest {
    /** The projector position this read is answered at (what `x-read-position` says). */
    readPosition: number;
  }
}

/** One value of a header that may only be sent once; a repeated header counts as its first. */
function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A header's whole number, checked by its schema (the one the API document shows), or undefined when not sent. */
function wholeNumberHeader(request: FastifyRequest, name: string, schema: ZodType<string>): number | undefined {
  const value = headerValue(request, name);
  if (value === undefined) return undefined;
  const checked = schema.safeParse(value);
  if (!checked.success) throw badRequest(checked.error.issues[0]!.message);
  return Number(checked.data);
}

/**
 * A read that sends `x-min-position` (the `x-position` of the reader's own last command) waits, at most
 * `timeoutMs` (or less, as `x-min-position-wait-ms` asks), until the read models include that change; then it is
 * answered from what there is. Every read says in `x-read-position` how far into the log its answer is, so a reader
 * can tell a read that caught up from one that did not.
 */
export function readYourWrites(app: FastifyInstance, watermark: ProjectorWatermark, timeoutMs: number): void {
  app.decorateRequest('readPosition', 0);
  // Before validation, so that the admin guard of a scope below (a preValidation hook too, run after this one) sees
  // the reader's own writes: an admin granted a moment ago is an admin.
  app.addHook('preValidation', (request, reply, done) => {
    let wanted: number | undefined;
    let waitMs: number | undefined;
    try {
      wanted = wholeNumberHeader(request, MIN_POSITION_HEADER, MinPositionHeaderValue);
      waitMs = wholeNumberHeader(request, MIN_POSITION_WAIT_HEADER, MinPositionWaitHeaderValue);
    } catch (error) {
      done(error as Error);
      return;
    }
    const answerAt = (position: number) => {
      request.readPosition = position;
      reply.header(READ_POSITION_HEADER, String(position));
      done();
    };
    // Most reads need not wait: they go on at once, without the promise (and the turn of the microtask queue) that an
    // async hook costs every request, on the hottest reads of the product.
    const known = watermark.knownPosition(wanted);
    if (known !== undefined) {
      answerAt(known);
      return;
    }
    const reached = wanted === undefined ? watermark.current() : watermark.waitFor(wanted, Math.min(timeoutMs, waitMs ?? timeoutMs));
    reached.then(answerAt, done);
  });
}
