import { MIN_POSITION_HEADER } from '@iec-bets/contracts';
import { badRequest, type ProjectorWatermark } from '@iec-bets/platform';
import type { FastifyInstance } from 'fastify';

export const READ_POSITION_HEADER = 'x-read-position';

declare module 'fastify' {
  interface FastifyRequest {
    /** The projector position this read is answered at (what `x-read-position` says). */
    readPosition: number;
  }
}

/**
 * A read that sends `x-min-position` (the `x-position` of the reader's own last command) waits, at most
 * `timeoutMs`, until the read models include that change; then it is answered from what there is. Every read says
 * in `x-read-position` how far into the log its answer is.
 */
export function readYourWrites(app: FastifyInstance, watermark: ProjectorWatermark, timeoutMs: number): void {
  app.decorateRequest('readPosition', 0);
  // Before validation, so that the admin guard of a scope below (a preValidation hook too, run after this one) sees
  // the reader's own writes: an admin granted a moment ago is an admin.
  app.addHook('preValidation', async (request, reply) => {
    const wanted = request.headers[MIN_POSITION_HEADER];
    let position: number;
    if (wanted === undefined) {
      position = await watermark.current();
    } else {
      const value = Array.isArray(wanted) ? wanted[0] : wanted;
      if (!value || !/^\d{1,15}$/.test(value)) throw badRequest(`${MIN_POSITION_HEADER} must be a whole number of at most 15 digits`);
      position = await watermark.waitFor(Number(value), timeoutMs);
    }
    request.readPosition = position;
    reply.header(READ_POSITION_HEADER, String(position));
  });
}
