import { POSITION_HEADER } from '@iec-bets/contracts';
import type { AppendResult } from '@iec-bets/platform';
import type { FastifyReply } from 'fastify';

/** Lets the client read its own write: it sends this position back with its next query (x-min-position). */
export function sendPosition(reply: FastifyReply, appended: AppendResult | null): void {
  if (appended) reply.header(POSITION_HEADER, String(appended.position));
}
