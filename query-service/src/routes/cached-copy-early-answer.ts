import { READ_POSITION_HEADER } from '@iec-bets/contracts';
import type { EarlyAnswer, ProjectorWatermark } from '@iec-bets/platform';
import type { QuestionReadsCache } from '../views/question-reads-cache.js';

/** The key of the cached copy that answers a path, or undefined for a path the copies do not answer. */
export type CopyKeyOfPath = (path: string) => string | undefined;

/**
 * A visitor's read answered before Fastify (see early-answers.ts) from a route's cached JSON body, when that copy
 * already serves a reader at the projector's known position: the same body, under the same `x-read-position`, that
 * the route would send. A path the route would read otherwise (in another spelling, or nobody has asked for it since
 * the last change) is left to it; so is every request while the position is being looked up.
 */
export function cachedCopyEarlyAnswer(
  cache: QuestionReadsCache,
  watermark: Pick<ProjectorWatermark, 'knownPosition'>,
  keyOf: CopyKeyOfPath,
): EarlyAnswer {
  return (path) => {
    const key = keyOf(path);
    if (key === undefined) return undefined;
    const position = watermark.knownPosition();
    if (position === undefined) return undefined;
    const body = cache.ready(key, position);
    if (body === undefined) return undefined;
    return { body, headers: ['content-type', 'application/json; charset=utf-8', READ_POSITION_HEADER, String(position)] };
  };
}
