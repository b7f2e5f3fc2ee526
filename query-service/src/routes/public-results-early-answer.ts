import { QuestionQueries, READ_POSITION_HEADER } from '@iec-bets/contracts';
import type { EarlyAnswer, ProjectorWatermark } from '@iec-bets/platform';
import type { QuestionReadsCache } from '../views/question-reads-cache.js';

const [PREFIX, SUFFIX] = QuestionQueries.publicResults.url.split(':id') as [string, string];

/**
 * A visitor's poll of a question's public results, answered before Fastify (see early-answers.ts) when the route's
 * cached body already serves a reader at the projector's known position: the same body, under the same
 * `x-read-position`, that the route would send. A path the route would read otherwise (an id in another spelling, a
 * question nobody has asked for since the last change) is left to it; so is every request while the position is
 * being looked up.
 */
export function publicResultsEarlyAnswer(
  resultsCache: QuestionReadsCache,
  watermark: Pick<ProjectorWatermark, 'knownPosition'>,
  routePrefix = '',
): EarlyAnswer {
  const prefix = routePrefix + PREFIX;
  return (path) => {
    if (!path.startsWith(prefix) || !path.endsWith(SUFFIX) || path.length <= prefix.length + SUFFIX.length) return undefined;
    const id = path.slice(prefix.length, -SUFFIX.length);
    if (id.includes('/')) return undefined;
    const position = watermark.knownPosition();
    if (position === undefined) return undefined;
    const body = resultsCache.ready(id, position);
    if (body === undefined) return undefined;
    return { body, headers: ['content-type', 'application/json; charset=utf-8', READ_POSITION_HEADER, String(position)] };
  };
}
