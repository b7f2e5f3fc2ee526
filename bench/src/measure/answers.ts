import { MIN_POSITION_HEADER, POSITION_HEADER } from '@iec-bets/contracts';
import type { SeededPlayer } from '../seed/seed-log.js';
import { type LoadResult, percentile, runLoad } from './load.js';

export interface AnswerLoadResult {
  load: LoadResult;
  lagP50Ms: number;
  lagP99Ms: number;
  lagSamples: number;
}

const WARM_UP_SECONDS = 1;

const cookieOf = (player: SeededPlayer) => `iec_session=${player.sessionId}`;

/**
 * Accepted answers under load from 100 connections, each request a new (player, question) pair so every one is a
 * real, accepted answer. Meanwhile a probe measures projection lag: from an answer's acceptance to the moment a
 * read that asks for that position (x-min-position) returns, i.e. until the vote is visible in the results.
 */
export async function measureAnswers(options: {
  url: string;
  players: SeededPlayer[];
  probePlayers: SeededPlayer[];
  questions: string[];
  connections: number;
  durationSeconds: number;
}): Promise<AnswerLoadResult> {
  const { players, questions } = options;
  let next = 0;
  const capacity = players.length * questions.length;
  const answerLoad = (durationSeconds: number) =>
    runLoad({
      url: options.url,
      connections: options.connections,
      duration: durationSeconds,
      requests: [
        {
          method: 'POST',
          path: '/api/answers',
          setupRequest: (request) => {
            const index = next++ % capacity;
            const player = players[index % players.length]!;
            const questionId = questions[Math.floor(index / players.length)]!;
            return {
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', cookie: cookieOf(player) },
              body: JSON.stringify({ questionId, optionId: index % 3 === 0 ? 'no' : 'yes' }),
            };
          },
        },
      ],
    });
  // A warm-up first, as for the baseline: the figures are of a server whose code the JIT has compiled.
  await answerLoad(WARM_UP_SECONDS);
  const load = answerLoad(options.durationSeconds);

  const lags: number[] = [];
  const probeUntil = Date.now() + options.durationSeconds * 1000 - 200;
  let probe = 0;
  while (Date.now() < probeUntil && probe < options.probePlayers.length * questions.length) {
    const player = options.probePlayers[probe % options.probePlayers.length]!;
    const questionId = questions[Math.floor(probe / options.probePlayers.length)]!;
    probe++;
    const answered = await fetch(`${options.url}/api/answers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieOf(player) },
      body: JSON.stringify({ questionId, optionId: 'yes' }),
    });
    const position = answered.headers.get(POSITION_HEADER);
    await answered.arrayBuffer();
    if (answered.status !== 201 || !position) continue;
    const acceptedAt = performance.now();
    const visible = await fetch(`${options.url}/api/questions/${questionId}/public-results`, {
      headers: { [MIN_POSITION_HEADER]: position },
    });
    await visible.arrayBuffer();
    lags.push(performance.now() - acceptedAt);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const result = await load;
  return { load: result, lagP50Ms: percentile(lags, 50), lagP99Ms: percentile(lags, 99), lagSamples: lags.length };
}
