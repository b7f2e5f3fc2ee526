import type { CommandMetadata } from '@iec-bets/platform';
import type { FastifyRequest } from 'fastify';

/** Who asked, under which request, and when: the metadata every event of this request carries. */
export function commandMetadata(request: FastifyRequest, actorId: string | null, now: Date): CommandMetadata {
  return { actorId, correlationId: request.id, causationId: null, occurredAt: now.toISOString() };
}
